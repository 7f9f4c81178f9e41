// Word lists for realistic Danish wholesale products, per posting group. The generator combines a base
// product, a size, a brand and sometimes an "øko" or similar variant.

/** How a product is packed and sold: decides its units (see generate.ts). */
export type PackKind = 'piece' | 'weighed' | 'bottle' | 'can' | 'bag' | 'bucket' | 'roll';

/** [label, quantity of the reference unit in one base unit, reference unit] */
export type Size = readonly [string, number, 'KG' | 'L' | 'STK'];

export interface BaseProduct {
  name: string;
  kind: PackKind;
  sizes: readonly Size[];
  /** Price per reference unit (kg, l or piece), kr., [min, max]. */
  kr: readonly [number, number];
  /** kg CO2e per reference unit, [min, max]. */
  co2?: readonly [number, number];
  allergens?: readonly string[];
  flags?: readonly string[];
  brands?: readonly string[];
  /** Variants appended to the name; 'øko' makes the product organic. */
  variants?: readonly string[];
  temp?: number;
}

export interface GroupData {
  id: string;
  name: string;
  weight: number;
  brands: readonly string[];
  temp: number;
  food: boolean;
  countries: readonly (readonly [string, number])[];
  bases: readonly BaseProduct[];
}

export const COUNTRY_NAMES: Record<string, string> = {
  DK: 'Danmark', DE: 'Tyskland', NL: 'Holland', ES: 'Spanien', IT: 'Italien', SE: 'Sverige', PL: 'Polen',
  FR: 'Frankrig', GR: 'Grækenland', NO: 'Norge', TH: 'Thailand', BE: 'Belgien', GB: 'Storbritannien',
  CR: 'Costa Rica', MA: 'Marokko', VN: 'Vietnam', IS: 'Island', GL: 'Grønland', FI: 'Finland', IN: 'Indien',
};

const l = (n: number): Size => [n >= 1 ? `${String(n).replace('.', ',')} l` : `${n * 100} cl`, n, 'L'];
const g = (grams: number): Size => [grams >= 1000 ? `${String(grams / 1000).replace('.', ',')} kg` : `${grams} g`, grams / 1000, 'KG'];
const kg: Size = ['', 1, 'KG'];
const stk = (label: string, n = 1): Size => [label, n, 'STK'];

export const GROUPS: readonly GroupData[] = [
  {
    id: '10', name: 'Mejeri', weight: 12, temp: 5, food: true,
    brands: ['Arla', 'Thise', 'Naturmælk', 'Lurpak', 'Castello', 'Løgismose', 'Øllingegaard', 'Arla Pro', 'Kelsen Mejeri'],
    countries: [['DK', 85], ['DE', 6], ['IT', 5], ['GR', 2], ['FR', 2]],
    bases: [
      { name: 'Letmælk 1,5%', kind: 'piece', sizes: [l(1), l(0.5), l(10)], kr: [9, 13], co2: [1.1, 1.4], allergens: ['mælk'], variants: ['', '', ' øko', ' laktosefri'], flags: ['keyhole'] },
      { name: 'Minimælk 0,4%', kind: 'piece', sizes: [l(1), l(10)], kr: [9, 12], co2: [1.0, 1.3], allergens: ['mælk'], variants: ['', ' øko'], flags: ['keyhole'] },
      { name: 'Sødmælk 3,5%', kind: 'piece', sizes: [l(1), l(0.25)], kr: [10, 14], co2: [1.3, 1.6], allergens: ['mælk'], variants: ['', ' øko'] },
      { name: 'Skummetmælk', kind: 'piece', sizes: [l(1)], kr: [8, 11], co2: [0.9, 1.1], allergens: ['mælk'], variants: ['', ' øko'], flags: ['keyhole'] },
      { name: 'Kærnemælk', kind: 'piece', sizes: [l(1), l(0.5)], kr: [11, 16], co2: [1.2, 1.5], allergens: ['mælk'], variants: ['', ' øko'] },
      { name: 'Kakaomælk', kind: 'piece', sizes: [l(0.5), l(0.25), l(1)], kr: [16, 24], co2: [1.5, 1.9], allergens: ['mælk'] },
      { name: 'Laktosefri mælk 1,5%', kind: 'piece', sizes: [l(1)], kr: [14, 18], co2: [1.2, 1.5], allergens: ['mælk'], flags: ['lactoseFree'] },
      { name: 'Havredrik', kind: 'piece', sizes: [l(1)], kr: [15, 22], co2: [0.3, 0.5], allergens: ['gluten'], variants: ['', ' øko', ' barista'], flags: ['vegan'], brands: ['Oatly', 'Naturli\'', 'Alpro'] },
      { name: 'Piskefløde 38%', kind: 'piece', sizes: [l(1), l(0.5), l(0.25)], kr: [40, 60], co2: [4.5, 5.5], allergens: ['mælk'], variants: ['', ' øko'] },
      { name: 'Madlavningsfløde 9%', kind: 'piece', sizes: [l(1), l(0.5)], kr: [22, 30], co2: [2.0, 2.6], allergens: ['mælk'] },
      { name: 'Creme fraiche 18%', kind: 'bucket', sizes: [g(500), g(2500), g(200)], kr: [30, 45], co2: [2.5, 3.5], allergens: ['mælk'], variants: ['', ' øko'] },
      { name: 'Yoghurt naturel 1,5%', kind: 'bucket', sizes: [g(1000), g(5000)], kr: [14, 22], co2: [1.3, 1.8], allergens: ['mælk'], variants: ['', ' øko'] },
      { name: 'Græsk yoghurt 10%', kind: 'bucket', sizes: [g(1000), g(5000)], kr: [30, 42], co2: [2.6, 3.2], allergens: ['mælk'] },
      { name: 'Skyr naturel', kind: 'bucket', sizes: [g(1000), g(450)], kr: [25, 35], co2: [2.0, 2.6], allergens: ['mælk'], flags: ['keyhole'] },
      { name: 'Smør saltet', kind: 'piece', sizes: [g(250), g(500), g(10000)], kr: [60, 90], co2: [9, 12], allergens: ['mælk'], variants: ['', ' øko'] },
      { name: 'Smørbar', kind: 'bucket', sizes: [g(250), g(500)], kr: [55, 80], co2: [6, 8], allergens: ['mælk'] },
      { name: 'Mozzarella', kind: 'piece', sizes: [g(125), g(1000), g(2000)], kr: [60, 90], co2: [7, 9], allergens: ['mælk'], variants: ['', ' revet', ' øko'] },
      { name: 'Parmesan', kind: 'weighed', sizes: [kg], kr: [180, 260], co2: [11, 14], allergens: ['mælk'], variants: ['', ' revet'] },
      { name: 'Danbo 45+', kind: 'weighed', sizes: [kg], kr: [80, 120], co2: [8, 10], allergens: ['mælk'], variants: ['', ' skiver', ' øko'] },
      { name: 'Havarti 30+', kind: 'weighed', sizes: [kg], kr: [85, 125], co2: [8, 10], allergens: ['mælk'] },
      { name: 'Salatost i tern', kind: 'bucket', sizes: [g(900), g(2000)], kr: [60, 85], co2: [7, 9], allergens: ['mælk'] },
      { name: 'Hytteost 4%', kind: 'bucket', sizes: [g(400), g(2000)], kr: [35, 50], co2: [3, 4], allergens: ['mælk'] },
      { name: 'Frilandsæg M', kind: 'piece', sizes: [stk('10 stk', 10), stk('30 stk', 30), stk('180 stk', 180)], kr: [2.5, 4], co2: [0.2, 0.3], allergens: ['æg'], variants: ['', ' øko'], brands: ['Hedegaard', 'Danæg', 'Kirkebjerg'] },
    ],
  },
  {
    id: '20', name: 'Frugt & grønt', weight: 10, temp: 1, food: true,
    brands: ['Danske Grøntsager', 'Gasa', 'Chiquita', 'Dole', 'Bama', 'Frugt & Grønt Engros', 'Årstiderne'],
    countries: [['DK', 35], ['ES', 20], ['NL', 15], ['IT', 8], ['MA', 6], ['CR', 6], ['DE', 5], ['GR', 5]],
    bases: [
      { name: 'Æbler Pink Lady', kind: 'weighed', sizes: [kg], kr: [18, 28], co2: [0.3, 0.5], variants: ['', ' øko'] },
      { name: 'Æbler Ingrid Marie', kind: 'weighed', sizes: [kg], kr: [15, 24], co2: [0.2, 0.4] },
      { name: 'Bananer', kind: 'weighed', sizes: [kg], kr: [12, 18], co2: [0.7, 0.9], variants: ['', ' øko'], flags: ['fairtrade'] },
      { name: 'Citroner', kind: 'weighed', sizes: [kg], kr: [20, 30], co2: [0.4, 0.6], variants: ['', ' øko'] },
      { name: 'Appelsiner', kind: 'weighed', sizes: [kg], kr: [14, 22], co2: [0.4, 0.6] },
      { name: 'Kartofler bage', kind: 'bag', sizes: [g(10000), g(25000), g(2000)], kr: [5, 9], co2: [0.15, 0.25], variants: ['', ' øko'] },
      { name: 'Kartofler skrællede', kind: 'bag', sizes: [g(5000), g(10000)], kr: [12, 18], co2: [0.3, 0.4] },
      { name: 'Løg gule', kind: 'bag', sizes: [g(10000), g(5000)], kr: [6, 10], co2: [0.2, 0.3], variants: ['', ' øko'] },
      { name: 'Rødløg', kind: 'bag', sizes: [g(5000), g(1000)], kr: [10, 15], co2: [0.2, 0.3] },
      { name: 'Gulerødder', kind: 'bag', sizes: [g(10000), g(2000)], kr: [6, 10], co2: [0.1, 0.2], variants: ['', ' øko', ' snack'] },
      { name: 'Agurk', kind: 'piece', sizes: [stk('1 stk')], kr: [6, 10], co2: [0.5, 0.8] },
      { name: 'Tomater', kind: 'weighed', sizes: [kg], kr: [20, 32], co2: [0.8, 2.5], variants: ['', ' øko'] },
      { name: 'Cherrytomater', kind: 'bag', sizes: [g(250), g(1000)], kr: [40, 60], co2: [1.0, 2.5] },
      { name: 'Peberfrugt rød', kind: 'weighed', sizes: [kg], kr: [30, 45], co2: [0.9, 1.8] },
      { name: 'Icebergsalat', kind: 'piece', sizes: [stk('1 stk')], kr: [8, 14], co2: [0.3, 0.5] },
      { name: 'Babyspinat', kind: 'bag', sizes: [g(500), g(1000)], kr: [50, 80], co2: [0.4, 0.7], variants: ['', ' øko'] },
      { name: 'Champignon', kind: 'bag', sizes: [g(250), g(1500)], kr: [35, 55], co2: [0.8, 1.2] },
      { name: 'Hvidløg', kind: 'bag', sizes: [g(1000), g(250)], kr: [40, 70], co2: [0.5, 0.8] },
      { name: 'Broccoli', kind: 'weighed', sizes: [kg], kr: [25, 40], co2: [0.5, 0.9], variants: ['', ' øko'] },
      { name: 'Blomkål', kind: 'piece', sizes: [stk('1 stk')], kr: [15, 25], co2: [0.4, 0.7] },
      { name: 'Porrer', kind: 'weighed', sizes: [kg], kr: [18, 28], co2: [0.3, 0.5] },
      { name: 'Avocado Hass', kind: 'piece', sizes: [stk('1 stk'), stk('4 stk', 4)], kr: [6, 10], co2: [0.5, 0.9] },
      { name: 'Ingefær', kind: 'weighed', sizes: [kg], kr: [40, 60], co2: [0.6, 1.0], variants: ['', ' øko'] },
      { name: 'Persille kruset', kind: 'piece', sizes: [stk('1 bundt')], kr: [10, 16], co2: [0.2, 0.3] },
      { name: 'Rødbeder', kind: 'bag', sizes: [g(5000), g(1000)], kr: [8, 12], co2: [0.1, 0.2], variants: ['', ' øko'] },
      { name: 'Squash', kind: 'weighed', sizes: [kg], kr: [18, 28], co2: [0.4, 0.8] },
    ],
  },
  {
    id: '30', name: 'Kød', weight: 11, temp: 5, food: true,
    brands: ['Danish Crown', 'Rose', 'Tulip', 'Gøl', 'Steff Houlberg', 'Stryhns', '3-Stjernet', 'Hanegal', 'Friland', 'Defco'],
    countries: [['DK', 70], ['DE', 10], ['PL', 6], ['NL', 6], ['SE', 4], ['ES', 4]],
    bases: [
      { name: 'Kyllingebryst u/skind', kind: 'weighed', sizes: [kg], kr: [65, 95], co2: [3, 4], variants: ['', ' øko', ' frilands'], brands: ['Rose', 'Danpo', 'Hopfen', 'Hanegal'] },
      { name: 'Kyllingeoverlår u/ben', kind: 'weighed', sizes: [kg], kr: [55, 80], co2: [3, 4], brands: ['Rose', 'Danpo'], flags: ['halal'] },
      { name: 'Hel kylling', kind: 'weighed', sizes: [kg], kr: [35, 55], co2: [3, 4], variants: ['', ' øko'], brands: ['Rose', 'Danpo', 'Hopfen'] },
      { name: 'Hakket oksekød 8-12%', kind: 'piece', sizes: [g(500), g(1000), g(2500)], kr: [75, 110], co2: [25, 35], variants: ['', ' øko'] },
      { name: 'Hakket oksekød 14-18%', kind: 'piece', sizes: [g(500), g(2500)], kr: [65, 95], co2: [25, 35] },
      { name: 'Hakket svinekød 8-12%', kind: 'piece', sizes: [g(500), g(2500)], kr: [45, 70], co2: [5, 7] },
      { name: 'Hakket kalv og flæsk 8-12%', kind: 'piece', sizes: [g(500), g(2500)], kr: [55, 80], co2: [9, 12] },
      { name: 'Flæskesteg m/svær', kind: 'weighed', sizes: [kg], kr: [60, 85], co2: [5, 7] },
      { name: 'Svinemørbrad', kind: 'weighed', sizes: [kg], kr: [90, 130], co2: [5, 7], variants: ['', ' øko'] },
      { name: 'Oksefilet', kind: 'weighed', sizes: [kg], kr: [350, 480], co2: [30, 40] },
      { name: 'Oksetyksteg', kind: 'weighed', sizes: [kg], kr: [180, 240], co2: [30, 40] },
      { name: 'Kalkunbryst', kind: 'weighed', sizes: [kg], kr: [90, 130], co2: [4, 6] },
      { name: 'Bacon i skiver', kind: 'piece', sizes: [g(1000), g(150), g(500)], kr: [80, 120], co2: [6, 8] },
      { name: 'Medisterpølse', kind: 'weighed', sizes: [kg], kr: [50, 75], co2: [5, 7] },
      { name: 'Frikadeller stegte', kind: 'bag', sizes: [g(2500), g(1000)], kr: [70, 100], co2: [6, 8], allergens: ['æg', 'mælk', 'gluten'] },
      { name: 'Leverpostej', kind: 'piece', sizes: [g(500), g(1000), g(2200)], kr: [40, 65], co2: [4, 6], allergens: ['mælk', 'gluten', 'æg'], brands: ['Stryhns', 'Steff Houlberg', 'Defco'], flags: ['keyhole'] },
      { name: 'Rullepølse i skiver', kind: 'piece', sizes: [g(500), g(1000)], kr: [90, 140], co2: [5, 7] },
      { name: 'Hamburgerryg i skiver', kind: 'piece', sizes: [g(500), g(1000)], kr: [100, 150], co2: [5, 7] },
      { name: 'Spegepølse', kind: 'piece', sizes: [g(500), g(1000)], kr: [110, 160], co2: [6, 8], brands: ['Gøl', 'Stryhns', '3-Stjernet'] },
      { name: 'Wienerpølser', kind: 'bag', sizes: [g(1000), g(2500)], kr: [60, 90], co2: [5, 7], brands: ['Gøl', 'Steff Houlberg', 'Tulip'] },
      { name: 'Lammekølle m/ben', kind: 'weighed', sizes: [kg], kr: [110, 160], co2: [25, 35] },
    ],
  },
  {
    id: '40', name: 'Fisk & skaldyr', weight: 7, temp: 1, food: true,
    brands: ['Royal Greenland', 'Lerøy', 'Fiskemandens', 'Jeka Fish', 'Glyngøre', 'Amanda Seafoods', 'Skagenfood'],
    countries: [['DK', 40], ['NO', 25], ['GL', 12], ['IS', 8], ['VN', 5], ['SE', 5], ['NL', 5]],
    bases: [
      { name: 'Laksefilet m/skind', kind: 'weighed', sizes: [kg], kr: [140, 200], co2: [5, 8], allergens: ['fisk'], flags: ['asc'] },
      { name: 'Laksefilet u/skind portioner', kind: 'bag', sizes: [g(1000), g(5000)], kr: [170, 230], co2: [5, 8], allergens: ['fisk'], flags: ['asc'], temp: 2 },
      { name: 'Torskefilet', kind: 'weighed', sizes: [kg], kr: [150, 220], co2: [3, 5], allergens: ['fisk'], flags: ['msc'] },
      { name: 'Rødspættefilet', kind: 'bag', sizes: [g(1000), g(5000)], kr: [130, 180], co2: [3, 5], allergens: ['fisk'], flags: ['msc'], temp: 2 },
      { name: 'Rejer i lage', kind: 'bucket', sizes: [g(1000), g(3000)], kr: [120, 170], co2: [5, 8], allergens: ['krebsdyr'], flags: ['msc'] },
      { name: 'Pillede rejer', kind: 'bag', sizes: [g(1000), g(2500)], kr: [150, 210], co2: [5, 8], allergens: ['krebsdyr'], flags: ['msc'], temp: 2 },
      { name: 'Røget laks i skiver', kind: 'piece', sizes: [g(500), g(1000), g(200)], kr: [220, 320], co2: [6, 9], allergens: ['fisk'] },
      { name: 'Marinerede sild', kind: 'bucket', sizes: [g(3500), g(600)], kr: [60, 90], co2: [2, 3], allergens: ['fisk', 'sennep'], brands: ['Glyngøre', 'Skagenfood'], temp: 5 },
      { name: 'Tun i vand', kind: 'can', sizes: [g(185), g(1000)], kr: [90, 140], co2: [4, 6], allergens: ['fisk'], flags: ['msc'], temp: 4 },
      { name: 'Makrel i tomat', kind: 'can', sizes: [g(125), g(425)], kr: [50, 80], co2: [2, 3], allergens: ['fisk'], temp: 4 },
      { name: 'Fiskefrikadeller', kind: 'bag', sizes: [g(1000), g(2500)], kr: [70, 100], co2: [3, 4], allergens: ['fisk', 'æg', 'gluten', 'mælk'] },
      { name: 'Blåmuslinger', kind: 'bag', sizes: [g(2000), g(1000)], kr: [40, 60], co2: [0.5, 1], allergens: ['bløddyr'], flags: ['msc'] },
      { name: 'Røget hellefisk', kind: 'weighed', sizes: [kg], kr: [220, 300], co2: [5, 7], allergens: ['fisk'] },
    ],
  },
  {
    id: '50', name: 'Frost', weight: 10, temp: 2, food: true,
    brands: ['Findus', 'Frigodan', 'McCain', 'Aviko', 'Hiko', 'Premier Is', 'Lantmännen Unibake', 'Polar Seafood'],
    countries: [['DK', 40], ['NL', 20], ['BE', 15], ['DE', 10], ['PL', 10], ['SE', 5]],
    bases: [
      { name: 'Pommes frites 10 mm', kind: 'bag', sizes: [g(2500), g(10000)], kr: [14, 22], co2: [0.8, 1.2], brands: ['McCain', 'Aviko'], flags: ['vegan'] },
      { name: 'Kartoffelbåde krydrede', kind: 'bag', sizes: [g(2500)], kr: [18, 26], co2: [0.8, 1.2], brands: ['McCain', 'Aviko'] },
      { name: 'Ærter frosne', kind: 'bag', sizes: [g(2500), g(1000)], kr: [18, 28], co2: [0.6, 0.9], variants: ['', ' øko'], flags: ['vegan'] },
      { name: 'Majs frosne', kind: 'bag', sizes: [g(2500)], kr: [20, 30], co2: [0.7, 1.0], flags: ['vegan'] },
      { name: 'Spinat hakket', kind: 'bag', sizes: [g(2500), g(1000)], kr: [18, 28], co2: [0.5, 0.8], variants: ['', ' øko'] },
      { name: 'Bærblanding', kind: 'bag', sizes: [g(2500), g(1000)], kr: [45, 70], co2: [1.0, 1.5], variants: ['', ' øko'] },
      { name: 'Hindbær', kind: 'bag', sizes: [g(2500), g(1000)], kr: [60, 90], co2: [1.0, 1.5] },
      { name: 'Vaniljeis', kind: 'bucket', sizes: [l(5), l(2.5)], kr: [25, 40], co2: [2, 3], allergens: ['mælk', 'æg'], brands: ['Premier Is', 'Hansen\'s'] },
      { name: 'Pizzabund', kind: 'bag', sizes: [stk('10 stk', 10), stk('30 stk', 30)], kr: [6, 10], co2: [0.3, 0.5], allergens: ['gluten'] },
      { name: 'Panerede fiskefileter', kind: 'bag', sizes: [g(2500), g(5000)], kr: [60, 85], co2: [3, 4], allergens: ['fisk', 'gluten'], flags: ['msc'] },
      { name: 'Kyllingenuggets', kind: 'bag', sizes: [g(1000), g(2500)], kr: [55, 80], co2: [3, 4], allergens: ['gluten'] },
      { name: 'Grøntsagsblanding wok', kind: 'bag', sizes: [g(2500)], kr: [22, 32], co2: [0.6, 0.9], flags: ['vegan'] },
      { name: 'Croissant til bagning', kind: 'bag', sizes: [stk('60 stk', 60), stk('120 stk', 120)], kr: [2.5, 4], co2: [0.2, 0.3], allergens: ['gluten', 'mælk', 'æg'], brands: ['Lantmännen Unibake', 'Mette Munk'] },
      { name: 'Boller til bagning grove', kind: 'bag', sizes: [stk('50 stk', 50), stk('100 stk', 100)], kr: [1.5, 2.5], co2: [0.1, 0.2], allergens: ['gluten'], flags: ['wholegrain'] },
    ],
  },
  {
    id: '60', name: 'Kolonial', weight: 16, temp: 4, food: true,
    brands: ['Knorr', 'Unilever Food Solutions', 'Santa Maria', 'K-Salat', 'Barilla', 'Urtekram', 'Mutti', 'Heinz', 'Møllerens', 'Amo', 'Dan Sukker', 'Beauvais', 'Bähncke', 'Nestlé Professional', 'Felix'],
    countries: [['DK', 35], ['IT', 20], ['DE', 12], ['SE', 8], ['TH', 5], ['ES', 5], ['NL', 5], ['IN', 5], ['FR', 5]],
    bases: [
      { name: 'Spaghetti', kind: 'bag', sizes: [g(500), g(5000), g(3000)], kr: [15, 25], co2: [1.2, 1.6], allergens: ['gluten'], variants: ['', ' øko', ' fuldkorn'], brands: ['Barilla', 'De Cecco', 'Garofalo'], flags: ['vegan'] },
      { name: 'Penne rigate', kind: 'bag', sizes: [g(500), g(5000)], kr: [15, 25], co2: [1.2, 1.6], allergens: ['gluten'], variants: ['', ' øko'], brands: ['Barilla', 'De Cecco', 'Garofalo'], flags: ['vegan'] },
      { name: 'Fusilli', kind: 'bag', sizes: [g(500), g(5000)], kr: [15, 25], co2: [1.2, 1.6], allergens: ['gluten'], variants: ['', ' glutenfri'], brands: ['Barilla', 'De Cecco'] },
      { name: 'Lasagneplader', kind: 'bag', sizes: [g(500), g(2000)], kr: [25, 40], co2: [1.5, 2.0], allergens: ['gluten', 'æg'] },
      { name: 'Basmatiris', kind: 'bag', sizes: [g(1000), g(5000), g(10000)], kr: [20, 35], co2: [2.5, 3.5], brands: ['Uncle Ben\'s', 'Tilda', 'Urtekram'], flags: ['vegan', 'glutenFree'] },
      { name: 'Jasminris', kind: 'bag', sizes: [g(1000), g(5000)], kr: [20, 35], co2: [2.5, 3.5], flags: ['vegan', 'glutenFree'] },
      { name: 'Hvedemel', kind: 'bag', sizes: [g(2000), g(25000)], kr: [6, 10], co2: [0.5, 0.8], allergens: ['gluten'], brands: ['Møllerens', 'Lantmännen'] },
      { name: 'Rugmel fuldkorn', kind: 'bag', sizes: [g(2000), g(25000)], kr: [8, 12], co2: [0.5, 0.8], allergens: ['gluten'], flags: ['wholegrain', 'keyhole'] },
      { name: 'Havregryn', kind: 'bag', sizes: [g(1000), g(10000)], kr: [10, 18], co2: [0.5, 0.8], allergens: ['gluten'], variants: ['', ' øko'], flags: ['wholegrain', 'keyhole'] },
      { name: 'Sukker', kind: 'bag', sizes: [g(1000), g(25000)], kr: [8, 12], co2: [0.6, 0.9], brands: ['Dan Sukker'] },
      { name: 'Flormelis', kind: 'bag', sizes: [g(500), g(5000)], kr: [14, 20], co2: [0.6, 0.9], brands: ['Dan Sukker'] },
      { name: 'Salt fint', kind: 'bag', sizes: [g(1000), g(10000)], kr: [4, 8], co2: [0.1, 0.2] },
      { name: 'Sort peber hel', kind: 'bag', sizes: [g(500), g(1000)], kr: [120, 180], co2: [1, 2], brands: ['Santa Maria'] },
      { name: 'Rapsolie', kind: 'bottle', sizes: [l(1), l(5), l(10)], kr: [18, 28], co2: [1.5, 2.5], variants: ['', ' koldpresset'], brands: ['Amo', 'Levevis', 'Ardo'] },
      { name: 'Olivenolie ekstra jomfru', kind: 'bottle', sizes: [l(1), l(5), l(0.5)], kr: [70, 110], co2: [3, 5], variants: ['', ' øko'] },
      { name: 'Hakkede tomater', kind: 'can', sizes: [g(400), g(2500)], kr: [10, 16], co2: [0.8, 1.2], variants: ['', ' øko'], brands: ['Mutti', 'Cirio', 'Urtekram'], flags: ['vegan'] },
      { name: 'Tomatpuré', kind: 'can', sizes: [g(140), g(800)], kr: [25, 40], co2: [1.5, 2.5], brands: ['Mutti', 'Cirio'] },
      { name: 'Kokosmælk', kind: 'can', sizes: [l(0.4), l(1)], kr: [25, 40], co2: [1.5, 2.5], variants: ['', ' øko', ' light'], brands: ['Thai Kitchen', 'Santa Maria', 'Urtekram'], flags: ['vegan'] },
      { name: 'Kikærter', kind: 'can', sizes: [g(400), g(2500)], kr: [12, 20], co2: [0.8, 1.2], variants: ['', ' øko'], flags: ['vegan'] },
      { name: 'Kidneybønner', kind: 'can', sizes: [g(400), g(2500)], kr: [12, 20], co2: [0.8, 1.2], flags: ['vegan'] },
      { name: 'Bouillon kylling', kind: 'bucket', sizes: [g(1000), g(500)], kr: [90, 140], co2: [2, 3], allergens: ['selleri'], brands: ['Knorr', 'Unilever Food Solutions', 'Touch of Taste'] },
      { name: 'Bouillon okse', kind: 'bucket', sizes: [g(1000), g(500)], kr: [90, 140], co2: [3, 4], allergens: ['selleri'], brands: ['Knorr', 'Unilever Food Solutions', 'Touch of Taste'] },
      { name: 'Grøntsagsbouillon', kind: 'bucket', sizes: [g(1000)], kr: [90, 140], co2: [1, 2], allergens: ['selleri'], brands: ['Knorr', 'Unilever Food Solutions'], flags: ['vegan'] },
      { name: 'Sauce béarnaise mix', kind: 'bag', sizes: [g(1000)], kr: [150, 220], co2: [3, 4], allergens: ['mælk'], brands: ['Knorr', 'Unilever Food Solutions'] },
      { name: 'Remoulade', kind: 'bucket', sizes: [g(1000), g(5000), g(375)], kr: [25, 40], co2: [2, 3], allergens: ['æg', 'sennep'], brands: ['K-Salat', 'Beauvais', 'Thise'] },
      { name: 'Mayonnaise', kind: 'bucket', sizes: [g(1000), g(5000)], kr: [30, 45], co2: [2.5, 3.5], allergens: ['æg', 'sennep'], brands: ['K-Salat', 'Hellmann\'s', 'Heinz'] },
      { name: 'Ketchup', kind: 'bottle', sizes: [g(1000), g(500)], kr: [25, 40], co2: [1.2, 1.8], brands: ['Heinz', 'Beauvais', 'K-Salat'] },
      { name: 'Sennep grov', kind: 'bottle', sizes: [g(1000), g(400)], kr: [30, 45], co2: [1.0, 1.5], allergens: ['sennep'], brands: ['Bähncke', 'Beauvais'] },
      { name: 'Tacoskaller', kind: 'piece', sizes: [stk('12 stk', 12), stk('50 stk', 50)], kr: [1.5, 2.5], co2: [0.1, 0.2], brands: ['Santa Maria', 'Old El Paso'], flags: ['glutenFree'] },
      { name: 'Tortilla wraps', kind: 'piece', sizes: [stk('8 stk', 8), stk('18 stk', 18)], kr: [2, 3.5], co2: [0.1, 0.2], allergens: ['gluten'], brands: ['Santa Maria', 'Old El Paso'] },
      { name: 'Taco krydderimix', kind: 'bag', sizes: [g(500), g(28)], kr: [80, 130], co2: [1, 2], brands: ['Santa Maria'] },
      { name: 'Honning flydende', kind: 'bucket', sizes: [g(500), g(2500)], kr: [60, 90], co2: [1, 2], variants: ['', ' øko'], brands: ['Urtekram', 'Nordisk Honning'] },
      { name: 'Jordbærsyltetøj', kind: 'bucket', sizes: [g(1000), g(400)], kr: [30, 45], co2: [1, 1.5], variants: ['', ' øko'], brands: ['Den Gamle Fabrik', 'Nordthy'], flags: ['noAddedSugar'] },
      { name: 'Peanutbutter crunchy', kind: 'bucket', sizes: [g(1000), g(350)], kr: [50, 80], co2: [2, 3], allergens: ['jordnødder'] },
      { name: 'Eddike 5%', kind: 'bottle', sizes: [l(1), l(5)], kr: [6, 10], co2: [0.3, 0.5] },
      { name: 'Kartoffelmos pulver', kind: 'bag', sizes: [g(2500)], kr: [40, 60], co2: [1, 2], allergens: ['mælk'], brands: ['Knorr', 'Unilever Food Solutions'] },
    ],
  },
  {
    id: '70', name: 'Brød & bageri', weight: 8, temp: 4, food: true,
    brands: ['Kohberg', 'Schulstad', 'Pågen', 'Lantmännen Unibake', 'Mette Munk', 'Hatting', 'Ølands'],
    countries: [['DK', 85], ['SE', 8], ['DE', 7]],
    bases: [
      { name: 'Rugbrød', kind: 'piece', sizes: [g(1000), g(1200), g(500)], kr: [18, 28], co2: [0.6, 0.9], allergens: ['gluten'], variants: ['', ' øko', ' solsikke', ' uden kerner'], flags: ['wholegrain', 'keyhole'] },
      { name: 'Franskbrød', kind: 'piece', sizes: [g(600), g(800)], kr: [20, 30], co2: [0.7, 1.0], allergens: ['gluten'], variants: ['', ' skåret'] },
      { name: 'Sandwichbrød', kind: 'piece', sizes: [g(1000), g(750)], kr: [22, 32], co2: [0.7, 1.0], allergens: ['gluten'], variants: ['', ' fuldkorn'] },
      { name: 'Burgerboller', kind: 'bag', sizes: [stk('6 stk', 6), stk('48 stk', 48)], kr: [2, 4], co2: [0.1, 0.2], allergens: ['gluten', 'sesam'] },
      { name: 'Pitabrød', kind: 'bag', sizes: [stk('10 stk', 10), stk('60 stk', 60)], kr: [2, 3.5], co2: [0.1, 0.2], allergens: ['gluten'] },
      { name: 'Ciabatta', kind: 'bag', sizes: [stk('10 stk', 10), stk('40 stk', 40)], kr: [4, 7], co2: [0.1, 0.2], allergens: ['gluten'], temp: 2 },
      { name: 'Baguette lys', kind: 'bag', sizes: [stk('10 stk', 10), stk('30 stk', 30)], kr: [5, 8], co2: [0.2, 0.3], allergens: ['gluten'], temp: 2 },
      { name: 'Rundstykker grove', kind: 'bag', sizes: [stk('8 stk', 8), stk('60 stk', 60)], kr: [2.5, 4], co2: [0.1, 0.2], allergens: ['gluten'], flags: ['wholegrain'] },
      { name: 'Croissant smør', kind: 'bag', sizes: [stk('4 stk', 4), stk('48 stk', 48)], kr: [5, 8], co2: [0.2, 0.3], allergens: ['gluten', 'mælk', 'æg'] },
      { name: 'Tebirkes', kind: 'bag', sizes: [stk('4 stk', 4), stk('36 stk', 36)], kr: [5, 8], co2: [0.2, 0.3], allergens: ['gluten', 'mælk', 'æg', 'sesam'], brands: ['Mette Munk', 'Lantmännen Unibake'] },
      { name: 'Knækbrød rug', kind: 'piece', sizes: [g(500), g(250)], kr: [50, 80], co2: [0.8, 1.2], allergens: ['gluten'], brands: ['Leksands', 'Wasa', 'Finn Crisp'], flags: ['wholegrain'] },
    ],
  },
  {
    id: '80', name: 'Drikkevarer', weight: 9, temp: 4, food: true,
    brands: ['Carlsberg', 'Tuborg', 'Harboe', 'Coca-Cola', 'Rynkeby', 'Merrild', 'BKI', 'Pickwick', 'Faxe Kondi', 'Aqua d\'Or', 'Cult'],
    countries: [['DK', 80], ['DE', 5], ['NL', 5], ['SE', 5], ['GB', 5]],
    bases: [
      { name: 'Kildevand uden brus', kind: 'bottle', sizes: [l(0.5), l(1.5)], kr: [6, 12], co2: [0.2, 0.3], brands: ['Aqua d\'Or', 'Egekilde', 'Harboe'] },
      { name: 'Danskvand citrus', kind: 'bottle', sizes: [l(0.5), l(1.5)], kr: [8, 14], co2: [0.2, 0.3], brands: ['Aqua d\'Or', 'Egekilde', 'Harboe'] },
      { name: 'Coca-Cola', kind: 'bottle', sizes: [l(0.5), l(1.5), l(0.33)], kr: [14, 24], co2: [0.4, 0.6], brands: ['Coca-Cola'] },
      { name: 'Coca-Cola Zero', kind: 'can', sizes: [l(0.33)], kr: [18, 26], co2: [0.3, 0.5], brands: ['Coca-Cola'], flags: ['noAddedSugar'] },
      { name: 'Appelsinjuice', kind: 'piece', sizes: [l(1), l(3)], kr: [18, 28], co2: [0.6, 0.9], variants: ['', ' øko', ' m/frugtkød'], brands: ['Rynkeby', 'God Morgen', 'Cult'] },
      { name: 'Æblejuice', kind: 'piece', sizes: [l(1), l(3)], kr: [16, 26], co2: [0.5, 0.8], variants: ['', ' øko'], brands: ['Rynkeby', 'God Morgen'] },
      { name: 'Kaffe formalet', kind: 'bag', sizes: [g(500), g(1000)], kr: [90, 140], co2: [8, 12], variants: ['', ' øko'], brands: ['Merrild', 'BKI', 'Peter Larsen Kaffe'], flags: ['fairtrade'] },
      { name: 'Kaffebønner espresso', kind: 'bag', sizes: [g(1000)], kr: [130, 200], co2: [8, 12], brands: ['Merrild', 'BKI', 'Peter Larsen Kaffe'], flags: ['fairtrade'] },
      { name: 'Te Earl Grey', kind: 'piece', sizes: [stk('100 breve', 100)], kr: [0.6, 1.2], co2: [0.01, 0.02], brands: ['Pickwick', 'Lipton'] },
      { name: 'Kakaopulver', kind: 'bag', sizes: [g(1000)], kr: [70, 110], co2: [4, 6], allergens: ['mælk'], brands: ['Galak', 'Nestlé Professional'] },
      { name: 'Solbærsaft koncentreret', kind: 'bottle', sizes: [l(1), l(3)], kr: [30, 50], co2: [0.8, 1.2], brands: ['Ribena', 'Rynkeby'] },
      { name: 'Pilsner', kind: 'bottle', sizes: [l(0.33)], kr: [20, 30], co2: [0.6, 0.9], allergens: ['gluten'], brands: ['Carlsberg', 'Tuborg', 'Harboe'] },
      { name: 'Sodavand appelsin', kind: 'can', sizes: [l(0.33), l(0.5)], kr: [15, 25], co2: [0.4, 0.6], brands: ['Faxe Kondi', 'Harboe', 'Tuborg Squash'] },
    ],
  },
  {
    id: '90', name: 'Non-food', weight: 8, temp: 4, food: false,
    brands: ['Duni', 'Abena', 'Tork', 'Katrin', 'Wrap Film Systems', 'Nordic Pack', 'Fiskars'],
    countries: [['DK', 30], ['SE', 25], ['DE', 20], ['PL', 15], ['NL', 10]],
    bases: [
      { name: 'Servietter 2-lags 33x33 cm', kind: 'bag', sizes: [stk('250 stk', 250), stk('2000 stk', 2000)], kr: [0.05, 0.12], co2: [0.005, 0.01], brands: ['Duni', 'Abena'] },
      { name: 'Engangshandsker nitril M', kind: 'piece', sizes: [stk('100 stk', 100)], kr: [0.4, 0.8], co2: [0.01, 0.02], brands: ['Abena'], variants: ['', ' blå', ' sort'] },
      { name: 'Alufolie 30 cm', kind: 'roll', sizes: [stk('150 m', 1)], kr: [150, 220], co2: [5, 8], brands: ['Wrap Film Systems', 'Nordic Pack'] },
      { name: 'Husholdningsfilm 30 cm', kind: 'roll', sizes: [stk('300 m', 1)], kr: [90, 140], co2: [2, 4], brands: ['Wrap Film Systems', 'Nordic Pack'] },
      { name: 'Bagepapir 40x60 cm', kind: 'piece', sizes: [stk('500 ark', 500)], kr: [0.3, 0.6], co2: [0.01, 0.02], brands: ['Nordic Pack', 'Abena'] },
      { name: 'Køkkenrulle 2-lags', kind: 'roll', sizes: [stk('1 rl', 1)], kr: [12, 20], co2: [0.3, 0.5], brands: ['Katrin', 'Tork'] },
      { name: 'Affaldssække 120 l', kind: 'roll', sizes: [stk('25 stk', 25)], kr: [2, 4], co2: [0.1, 0.2], brands: ['Abena', 'Nordic Pack'] },
      { name: 'Kaffefiltre 90/250', kind: 'bag', sizes: [stk('250 stk', 250)], kr: [0.1, 0.2], co2: [0.005, 0.01], brands: ['Abena', 'Melitta'] },
      { name: 'Take-away boks pap', kind: 'bag', sizes: [stk('50 stk', 50), stk('300 stk', 300)], kr: [1.5, 3], co2: [0.05, 0.1], brands: ['Duni', 'Nordic Pack'], variants: ['', ' m/låg'] },
      { name: 'Plastbestik sæt', kind: 'bag', sizes: [stk('100 stk', 100)], kr: [0.8, 1.5], co2: [0.02, 0.04], brands: ['Duni', 'Abena'] },
      { name: 'Stearinlys hvide', kind: 'bag', sizes: [stk('50 stk', 50)], kr: [2, 4], co2: [0.1, 0.2], brands: ['Duni', 'Ihr'] },
    ],
  },
  {
    id: '100', name: 'Rengøring', weight: 6, temp: 4, food: false,
    brands: ['Diversey', 'Ecolab', 'Kiilto', 'Neutral', 'Sun Professional', 'Tork', 'Abena', 'Blumøller'],
    countries: [['DK', 45], ['SE', 15], ['DE', 15], ['FI', 10], ['NL', 15]],
    bases: [
      { name: 'Opvaskemiddel håndopvask', kind: 'bottle', sizes: [l(1), l(5)], kr: [25, 45], co2: [1, 2], variants: ['', ' uden parfume'] },
      { name: 'Maskinopvask flydende', kind: 'bucket', sizes: [l(10), l(20)], kr: [25, 40], co2: [1, 2] },
      { name: 'Afspænding til opvaskemaskine', kind: 'bucket', sizes: [l(5), l(10)], kr: [35, 55], co2: [1, 2] },
      { name: 'Gulvsæbe', kind: 'bottle', sizes: [l(1), l(5)], kr: [25, 45], co2: [1, 2] },
      { name: 'Håndsæbe', kind: 'bottle', sizes: [l(0.5), l(1), l(5)], kr: [40, 70], co2: [1, 2], variants: ['', ' uden parfume'] },
      { name: 'Hånddesinfektion 85%', kind: 'bottle', sizes: [l(0.5), l(1)], kr: [60, 100], co2: [1, 2] },
      { name: 'Overfladedesinfektion', kind: 'bottle', sizes: [l(0.75), l(5)], kr: [40, 70], co2: [1, 2] },
      { name: 'Kalkfjerner', kind: 'bottle', sizes: [l(1), l(5)], kr: [35, 60], co2: [1, 2] },
      { name: 'Grillrens', kind: 'bottle', sizes: [l(1), l(5)], kr: [45, 80], co2: [1, 2] },
      { name: 'Mikrofiberklude', kind: 'bag', sizes: [stk('10 stk', 10)], kr: [8, 15], co2: [0.1, 0.2] },
      { name: 'Grydesvampe', kind: 'bag', sizes: [stk('10 stk', 10)], kr: [3, 6], co2: [0.05, 0.1] },
    ],
  },
];

export const GROUP_BY_ID: ReadonlyMap<string, GroupData> = new Map(GROUPS.map((grp) => [grp.id, grp]));
