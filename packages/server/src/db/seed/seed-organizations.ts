import type { Palette } from './image-painter.ts';

/** A demo organization; `key` links campaigns to it. */
export interface SeedOrganization {
  key: string;
  name: string;
  description: string;
  email: string;
  phone_number: string;
  contact_person_name: string;
  address: string;
  website: string;
  approval_status: 'pending' | 'approved' | 'rejected';
  /** Owned by the demo owner account. */
  ownedByOwner: boolean;
  accepts_asrat: boolean;
  createdDaysAgo: number;
  palette: Palette;
}

/** A demo charity; campaigns it created show its card. */
export interface SeedCharity {
  key: string;
  name: string;
  description: string;
  createdDaysAgo: number;
  palette: Palette;
}

// Fictional organizations, realistic for Ethiopia. Exactly one is owned by owner@example.com, one is still
// pending approval (its campaigns are not public), one runs as a charity.
export const seedOrganizations: SeedOrganization[] = [
  {
    key: 'gondar-health',
    name: 'Gondar Community Health Initiative',
    description:
      'A community-led group of nurses and volunteers supporting rural health posts around Gondar with equipment, medicine and maternal care.',
    email: 'contact@gondarhealth.example.org',
    phone_number: '+251918220145',
    contact_person_name: 'Dr. Almaz Tesfaye',
    address: 'Kebele 16, Piassa, Gondar, Amhara',
    website: 'https://gondarhealth.example.org',
    approval_status: 'approved',
    ownedByOwner: true,
    accepts_asrat: true,
    createdDaysAgo: 420,
    palette: { top: [32, 96, 140], bottom: [168, 212, 230], accent: [231, 76, 60], detail: [46, 125, 50] },
  },
  {
    key: 'hawassa-learning',
    name: 'Hawassa Learning Trust',
    description:
      'Puts books, desks and trained teachers into primary schools in Sidama, and runs reading clubs for girls around Lake Hawassa.',
    email: 'info@hawassalearning.example.org',
    phone_number: '+251916334210',
    contact_person_name: 'Tsegaye Abebe',
    address: 'Tabor sub-city, Hawassa, Sidama',
    website: 'https://hawassalearning.example.org',
    approval_status: 'approved',
    ownedByOwner: false,
    accepts_asrat: false,
    createdDaysAgo: 380,
    palette: { top: [245, 176, 65], bottom: [253, 235, 200], accent: [41, 128, 185], detail: [120, 85, 40] },
  },
  {
    key: 'afar-relief',
    name: 'Afar Pastoralist Relief Association',
    description:
      'Emergency water, food and livestock support for pastoralist families in the Afar region during floods and droughts.',
    email: 'relief@afarrelief.example.org',
    phone_number: '+251913557892',
    contact_person_name: 'Ali Mohammed Hassen',
    address: 'Semera, Afar',
    website: 'https://afarrelief.example.org',
    approval_status: 'approved',
    ownedByOwner: false,
    accepts_asrat: false,
    createdDaysAgo: 300,
    palette: { top: [214, 110, 52], bottom: [250, 215, 160], accent: [52, 152, 219], detail: [140, 75, 35] },
  },
  {
    key: 'addis-green',
    name: 'Addis Green Futures',
    description:
      'Volunteers planting trees, cleaning rivers and caring for street animals across Addis Ababa, with neighbourhood associations.',
    email: 'hello@addisgreen.example.org',
    phone_number: '+251911402277',
    contact_person_name: 'Hanna Girma',
    address: 'Bole sub-city, Woreda 3, Addis Ababa',
    website: 'https://addisgreen.example.org',
    approval_status: 'approved',
    ownedByOwner: false,
    accepts_asrat: true,
    createdDaysAgo: 250,
    palette: { top: [39, 174, 96], bottom: [200, 240, 200], accent: [241, 196, 15], detail: [30, 100, 60] },
  },
  {
    key: 'tesfa-charity',
    name: "Tesfa Children's Charity",
    description:
      'A registered charity caring for orphaned and vulnerable children in Addis Ababa and Adama: school fees, meals and foster family support.',
    email: 'care@tesfachildren.example.org',
    phone_number: '+251912889034',
    contact_person_name: 'Meseret Alemu',
    address: 'Kirkos sub-city, Addis Ababa',
    website: 'https://tesfachildren.example.org',
    approval_status: 'approved',
    ownedByOwner: false,
    accepts_asrat: false,
    createdDaysAgo: 500,
    palette: { top: [142, 68, 173], bottom: [232, 210, 240], accent: [241, 196, 15], detail: [90, 40, 120] },
  },
  {
    key: 'dire-dawa-youth',
    name: 'Dire Dawa Youth Sports Club',
    description:
      'Football and athletics for young people in Dire Dawa. Registration documents are under review.',
    email: 'club@ddyouth.example.org',
    phone_number: '+251915660981',
    contact_person_name: 'Yonas Bekele',
    address: 'Sabian, Dire Dawa',
    website: '',
    approval_status: 'pending',
    ownedByOwner: false,
    accepts_asrat: false,
    createdDaysAgo: 12,
    palette: { top: [44, 62, 80], bottom: [189, 195, 199], accent: [230, 126, 34], detail: [22, 160, 133] },
  },
];

export const seedCharities: SeedCharity[] = [
  {
    key: 'tesfa-charity',
    name: "Tesfa Children's Charity",
    description:
      'Caring for orphaned and vulnerable children since 2009: school fees, daily meals and support for foster families.',
    createdDaysAgo: 500,
    palette: { top: [142, 68, 173], bottom: [232, 210, 240], accent: [241, 196, 15], detail: [90, 40, 120] },
  },
  {
    key: 'meserete-elders',
    name: 'Meserete Elders Care',
    description: 'A home and day centre for elderly people without family support in Bahir Dar.',
    createdDaysAgo: 620,
    palette: { top: [22, 160, 133], bottom: [209, 242, 235], accent: [211, 84, 0], detail: [20, 90, 80] },
  },
];
