/** The demo accounts of ARCHITECTURE.md "Seed" and the operator (issue 14); all use {@link DEMO_PASSWORD}. */
export const demoAccounts = {
  donor: {
    username: 'donor',
    email: 'donor@example.com',
    firstname: 'Selam',
    lastname: 'Tadesse',
    phone: '+251911234567',
  },
  owner: {
    username: 'owner',
    email: 'owner@example.com',
    firstname: 'Almaz',
    lastname: 'Tesfaye',
    phone: '+251918220145',
  },
  operator: {
    username: 'operator',
    email: 'operator@example.com',
    firstname: 'Meskerem',
    lastname: 'Alemayehu',
    phone: '+251911900321',
  },
} as const;

export const DEMO_PASSWORD = 'lomi-demo-1234';

export const donorNames = [
  'Abebe Bekele',
  'Hirut Tadesse',
  'Selamawit Girma',
  'Dawit Haile',
  'Meron Alemu',
  'Yonas Tesfaye',
  'Tigist Mengistu',
  'Biniam Gebremedhin',
  'Lidya Worku',
  'Kidus Assefa',
  'Mahlet Desta',
  'Samuel Negash',
  'Bethlehem Kebede',
  'Henok Mulugeta',
  'Rahel Getachew',
  'Eyob Tefera',
  'Hanna Wolde',
  'Nahom Berhane',
  'Saba Yohannes',
  'Fikru Lemma',
  'Aster Ayele',
  'Mohammed Abdi',
  'Chaltu Gemechu',
  'Tsion Hailu',
] as const;

// Diaspora donors, who mostly give in USD by card.
export const diasporaNames = [
  'Mekdes Abraham',
  'Daniel Woldemariam',
  'Ruth Kassa',
  'Elias Teshome',
  'Sarah Johnson',
  'Liya Demissie',
] as const;

export const donationMessages = [
  'Stay strong, we are with you.',
  'For my home town.',
  'Small help from my family.',
  'God bless your work.',
  'In memory of my grandmother.',
  'Keep going, you are doing great work!',
  'Proud of this community.',
  'Happy to help the children.',
  'እግዚአብሔር ይርዳችሁ።',
  'በርቱ! ከጎናችሁ ነን።',
  'ለልጆቹ ትንሽ ስጦታ።',
] as const;
