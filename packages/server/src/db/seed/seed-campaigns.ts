/** A demo campaign. Goals are whole birr / dollars here; the seed stores them in minor units. */
export interface SeedCampaign {
  organization: string;
  /** Set when a charity created the campaign. */
  charity?: string;
  category: number;
  title: string;
  description: string;
  goalEtb: number;
  goalUsd: number;
  featured?: boolean;
  status?: 'active' | 'completed';
  /** Days from the seed until the deadline; absent for open-ended campaigns. */
  deadlineInDays?: number;
  createdDaysAgo: number;
  images: 1 | 2 | 3;
  /** Roughly how much of the goal the demo donations cover (0–1.1). */
  funded: number;
  videoUrl?: string;
}

// Category ids (§3): 0 Event, 1 Faith, 2 Medical, 3 Community, 4 Education, 5 Children, 6 Business,
// 7 Family, 8 Emergencies, 9 Nonprofit, 10 Animals, 11 Environment, 12 Funeral, 13 Competition,
// 14 Creative, 15 Sports, 16 Travel, 17 Other.
export const seedCampaigns: SeedCampaign[] = [
  {
    organization: 'gondar-health',
    category: 2,
    title: 'Equip the Azezo health post with a maternity ward',
    description:
      'Mothers from the villages south of Gondar walk up to three hours to give birth. We are turning two rooms of the Azezo health post into a clean maternity ward with delivery beds, a solar-powered fridge for vaccines and a newborn resuscitation kit.',
    goalEtb: 850_000,
    goalUsd: 6_000,
    featured: true,
    deadlineInDays: 45,
    createdDaysAgo: 60,
    images: 3,
    funded: 0.62,
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  },
  {
    organization: 'gondar-health',
    category: 2,
    title: 'Cataract surgery camp in Gondar for 200 elders',
    description:
      'Together with eye surgeons from the University of Gondar hospital, we will run a five-day camp restoring sight to 200 elderly farmers. Each surgery, including lenses and follow-up, costs about 3,500 birr.',
    goalEtb: 700_000,
    goalUsd: 0,
    deadlineInDays: 30,
    createdDaysAgo: 40,
    images: 2,
    funded: 0.48,
  },
  {
    organization: 'gondar-health',
    category: 3,
    title: 'Clean water point for Kola Diba',
    description:
      'The families of Kola Diba share one hand-dug well that dries up every March. A protected spring and a 10,000-litre tank will give 600 people safe water all year and cut the cases of diarrhoea we see at the clinic.',
    goalEtb: 420_000,
    goalUsd: 0,
    createdDaysAgo: 95,
    images: 2,
    funded: 0.81,
  },
  {
    organization: 'gondar-health',
    category: 7,
    title: 'Help the Mekonnen family rebuild after the fire',
    description:
      'A kitchen fire destroyed the home of Ato Mekonnen, his wife and their four children in Maraki. Neighbours have sheltered them for a month; your gifts will buy building materials and replace beds, blankets and school uniforms.',
    goalEtb: 180_000,
    goalUsd: 0,
    deadlineInDays: 20,
    createdDaysAgo: 18,
    images: 1,
    funded: 0.35,
  },
  {
    organization: 'gondar-health',
    category: 2,
    title: 'Motorbike ambulances for North Gondar',
    description:
      'Many kebeles have no road an ambulance can use. Three motorbike ambulances with sidecar stretchers will bring women in labour and injured farmers to the health centre in time.',
    goalEtb: 960_000,
    goalUsd: 7_000,
    createdDaysAgo: 130,
    images: 2,
    funded: 0.27,
  },
  {
    organization: 'hawassa-learning',
    category: 4,
    title: 'School books for 1,200 pupils in Hawassa',
    description:
      'Pupils at four primary schools in Hawassa share one textbook between five. We will print and deliver Sidaamu Afoo, Amharic, English and mathematics books for grades 1 to 4, so every child can read at home.',
    goalEtb: 540_000,
    goalUsd: 3_500,
    featured: true,
    deadlineInDays: 60,
    createdDaysAgo: 35,
    images: 3,
    funded: 0.55,
  },
  {
    organization: 'hawassa-learning',
    category: 4,
    title: 'Desks and benches for Tula primary school',
    description:
      'Grade 2 at Tula sits on the floor. Local carpenters will build 150 desk-bench sets from eucalyptus timber, paid fairly and delivered before the new school year.',
    goalEtb: 300_000,
    goalUsd: 0,
    deadlineInDays: 75,
    createdDaysAgo: 22,
    images: 2,
    funded: 0.4,
  },
  {
    organization: 'hawassa-learning',
    category: 5,
    title: 'Girls reading club by Lake Hawassa',
    description:
      'After-school reading sessions, sanitary kits and mentors for 80 girls aged 10 to 15, so fewer of them leave school when they become teenagers.',
    goalEtb: 220_000,
    goalUsd: 1_500,
    createdDaysAgo: 150,
    images: 2,
    funded: 0.7,
  },
  {
    organization: 'hawassa-learning',
    category: 4,
    title: 'Solar lamps so Sidama students can study at night',
    description:
      'Most homes in rural Sidama have no electricity. A solar lamp costs 950 birr and lets a student study after the evening chores. We aim to hand out 400 lamps through the schools.',
    goalEtb: 380_000,
    goalUsd: 0,
    createdDaysAgo: 75,
    images: 1,
    funded: 0.52,
  },
  {
    organization: 'hawassa-learning',
    category: 14,
    title: 'A mural and music room for Hawassa youth centre',
    description:
      'Young artists will paint the walls of the youth centre with stories from Sidama culture, and the back room will become a small music studio with a krar, a masinko, a keyboard and recording gear.',
    goalEtb: 150_000,
    goalUsd: 0,
    createdDaysAgo: 55,
    images: 2,
    funded: 0.3,
  },
  {
    organization: 'hawassa-learning',
    category: 4,
    title: 'Train 40 kindergarten teachers in Sidama',
    description:
      'A two-week course in play-based early learning for teachers of village kindergartens, with a starter box of learning materials for every classroom.',
    goalEtb: 260_000,
    goalUsd: 0,
    status: 'completed',
    createdDaysAgo: 260,
    images: 1,
    funded: 1.05,
  },
  {
    organization: 'afar-relief',
    category: 8,
    title: 'Flood relief for families in Afar',
    description:
      'The Awash river burst its banks near Gewane, washing away homes and drowning livestock. Emergency kits with food, water purification tablets, mosquito nets and tarpaulins will help 500 families through the next weeks.',
    goalEtb: 1_500_000,
    goalUsd: 10_000,
    featured: true,
    deadlineInDays: 14,
    createdDaysAgo: 10,
    images: 3,
    funded: 0.44,
  },
  {
    organization: 'afar-relief',
    category: 8,
    title: 'Water trucking for drought-hit Dubti',
    description:
      'Wells around Dubti have failed after two missed rainy seasons. Trucking water three times a week keeps 2,000 people and their animals alive until the rains return.',
    goalEtb: 900_000,
    goalUsd: 6_000,
    deadlineInDays: 40,
    createdDaysAgo: 28,
    images: 2,
    funded: 0.58,
  },
  {
    organization: 'afar-relief',
    category: 10,
    title: 'Vaccinate camel and goat herds in Chifra',
    description:
      'Disease spreads fast among weakened herds. With the woreda vets we will vaccinate 20,000 goats and 3,000 camels, the only savings most pastoralist families have.',
    goalEtb: 340_000,
    goalUsd: 0,
    createdDaysAgo: 85,
    images: 2,
    funded: 0.66,
  },
  {
    organization: 'afar-relief',
    category: 11,
    title: 'Plant shade trees and fodder around Semera',
    description:
      'Prosopis has taken over the grazing land. We pay young people to clear it and plant 10,000 acacia and moringa seedlings that give shade, fodder and food.',
    goalEtb: 260_000,
    goalUsd: 0,
    createdDaysAgo: 120,
    images: 1,
    funded: 0.22,
  },
  {
    organization: 'afar-relief',
    category: 3,
    title: 'Mobile school tents for pastoralist children',
    description:
      'Children of families on the move miss school for months. Four tent classrooms with teachers will follow the herds between the dry and rainy season grazing areas.',
    goalEtb: 480_000,
    goalUsd: 3_000,
    deadlineInDays: 90,
    createdDaysAgo: 48,
    images: 2,
    funded: 0.19,
  },
  {
    organization: 'addis-green',
    category: 11,
    title: 'Clean the Kebena river banks',
    description:
      'Every Saturday for three months, volunteers from five neighbourhoods will clear plastic from the Kebena river and plant bamboo and grass to hold the banks. Funds pay for gloves, tools, waste collection and meals.',
    goalEtb: 200_000,
    goalUsd: 0,
    featured: true,
    deadlineInDays: 25,
    createdDaysAgo: 30,
    images: 3,
    funded: 0.74,
  },
  {
    organization: 'addis-green',
    category: 10,
    title: 'Shelter and vet care for street dogs in Addis Ababa',
    description:
      'Vaccinating and sterilising street dogs protects people from rabies and keeps the animals healthy. We will treat 600 dogs and build kennels at our Kotebe shelter.',
    goalEtb: 320_000,
    goalUsd: 2_000,
    createdDaysAgo: 110,
    images: 2,
    funded: 0.46,
  },
  {
    organization: 'addis-green',
    category: 11,
    title: 'One thousand indigenous trees for Entoto',
    description:
      'Junipers, olives and hagenia grown in our nursery and planted on the Entoto slopes with school clubs, who care for them for two years.',
    goalEtb: 150_000,
    goalUsd: 0,
    createdDaysAgo: 200,
    images: 1,
    funded: 0.88,
  },
  {
    organization: 'addis-green',
    category: 6,
    title: 'Seed money for women recycling cooperatives',
    description:
      'Three cooperatives of women in Kolfe collect and sort plastic. A baling press and a shared cart will double what they earn from each tonne.',
    goalEtb: 410_000,
    goalUsd: 2_500,
    createdDaysAgo: 65,
    images: 2,
    funded: 0.33,
  },
  {
    organization: 'addis-green',
    category: 15,
    title: 'Football pitch for Yeka youth',
    description:
      'Turn a dusty lot in Yeka into a safe pitch with goals, a fence and night lights, with weekend coaching for 300 boys and girls.',
    goalEtb: 280_000,
    goalUsd: 0,
    deadlineInDays: 50,
    createdDaysAgo: 20,
    images: 2,
    funded: 0.21,
  },
  {
    organization: 'addis-green',
    category: 1,
    title: 'Restore the roof of Kidane Mehret church in Shiro Meda',
    description:
      'The old tin roof leaks on worshippers and on the church school. The parish needs new roofing sheets, gutters and paint before the rainy season.',
    goalEtb: 350_000,
    goalUsd: 0,
    createdDaysAgo: 140,
    images: 2,
    funded: 0.6,
  },
  {
    organization: 'tesfa-charity',
    charity: 'tesfa-charity',
    category: 5,
    title: 'School fees and uniforms for 150 orphans',
    description:
      'A year of school fees, two uniforms, shoes and a bag for each of the 150 children in our foster programme in Addis Ababa and Adama.',
    goalEtb: 600_000,
    goalUsd: 4_000,
    featured: true,
    createdDaysAgo: 70,
    images: 3,
    funded: 0.69,
  },
  {
    organization: 'tesfa-charity',
    charity: 'tesfa-charity',
    category: 5,
    title: 'Daily breakfast for children in Adama',
    description:
      'Many children come to school hungry. 1,800 birr feeds one child a warm breakfast of bread, tea and fruit every school day for a year.',
    goalEtb: 450_000,
    goalUsd: 0,
    deadlineInDays: 35,
    createdDaysAgo: 45,
    images: 2,
    funded: 0.51,
  },
  {
    organization: 'tesfa-charity',
    charity: 'meserete-elders',
    category: 7,
    title: 'Warm blankets and meals for elders in Bahir Dar',
    description:
      'Forty elders without family live at the Meserete day centre. This winter appeal buys blankets, warm clothes, and two meals a day for three months.',
    goalEtb: 190_000,
    goalUsd: 0,
    createdDaysAgo: 90,
    images: 1,
    funded: 0.77,
  },
  {
    organization: 'tesfa-charity',
    category: 12,
    title: 'Funeral support for the family of Ato Getachew',
    description:
      'Ato Getachew, a night guard at our children’s home for eleven years, passed away suddenly. Help his widow with the funeral and the first months of rent.',
    goalEtb: 80_000,
    goalUsd: 0,
    createdDaysAgo: 8,
    images: 1,
    funded: 0.92,
  },
  {
    organization: 'tesfa-charity',
    category: 2,
    title: 'Heart surgery for little Ruth',
    description:
      'Ruth is five and was born with a hole in her heart. Surgery at the Children’s Cardiac Center in Addis Ababa is possible, but her mother, a street vendor, cannot pay for it.',
    goalEtb: 650_000,
    goalUsd: 5_000,
    deadlineInDays: 21,
    createdDaysAgo: 15,
    images: 2,
    funded: 0.57,
  },
  {
    organization: 'afar-relief',
    category: 16,
    title: 'Bring Afar pastoralist leaders to the national climate forum',
    description:
      'Travel and lodging so six clan elders and two women leaders can speak for their communities at the climate adaptation forum in Addis Ababa.',
    goalEtb: 0,
    goalUsd: 2_400,
    deadlineInDays: 18,
    createdDaysAgo: 12,
    images: 1,
    funded: 0.5,
  },
  {
    organization: 'dire-dawa-youth',
    category: 15,
    title: 'Running shoes for Dire Dawa athletes',
    description:
      'Proper running shoes and spikes for 60 young middle-distance runners training in Dire Dawa.',
    goalEtb: 240_000,
    goalUsd: 0,
    createdDaysAgo: 6,
    images: 1,
    funded: 0.1,
  },
  {
    organization: 'dire-dawa-youth',
    category: 13,
    title: 'Send our team to the regional youth football cup',
    description: 'Transport, kits and meals for our under-17 team at the regional cup in Harar.',
    goalEtb: 120_000,
    goalUsd: 0,
    createdDaysAgo: 5,
    images: 1,
    funded: 0.05,
  },
];
