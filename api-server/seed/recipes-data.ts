// Issue 17 §3: the recipe service's demo content, pure data. Danish recipes for large kitchens
// (canteens, nursing homes, schools) with tags in three categories and ingredient lines per cover.
// An ingredient line names the product it is bought as by a lower-case name prefix of a generated
// product (api-server/seed/catalogue-data.ts) whose reference unit is the line's measure; recipes-seed.ts
// links it to such a product when the catalogue has one. Lines without a product (salt, vand) are shown
// only. The first twelve recipes are issue 4's (ids from FIRST_RECIPE_ID, same names and order).
import type { RecipeMeasure } from '../../core/schemas/recipes.js';

export interface TagCategoryData {
  id: number;
  name: string;
  tags: readonly { id: number; name: string }[];
}

/** Tag categories 'Ret', 'Sæson' and 'Kost'; tag ids 101.., 201.., 301.. by category. */
export const RECIPE_TAG_CATEGORIES: readonly TagCategoryData[] = [
  {
    id: 1,
    name: 'Ret',
    tags: [
      { id: 101, name: 'Hovedret' },
      { id: 102, name: 'Forret' },
      { id: 103, name: 'Dessert' },
      { id: 104, name: 'Morgenmad' },
      { id: 105, name: 'Frokost' },
      { id: 106, name: 'Suppe' },
    ],
  },
  {
    id: 2,
    name: 'Sæson',
    tags: [
      { id: 201, name: 'Forår' },
      { id: 202, name: 'Sommer' },
      { id: 203, name: 'Efterår' },
      { id: 204, name: 'Vinter' },
      { id: 205, name: 'Jul' },
    ],
  },
  {
    id: 3,
    name: 'Kost',
    tags: [
      { id: 301, name: 'Vegetar' },
      { id: 302, name: 'Vegansk' },
      { id: 303, name: 'Glutenfri' },
      { id: 304, name: 'Laktosefri' },
      { id: 305, name: 'Nøddefri' },
    ],
  },
];

export type TagName = 'Hovedret' | 'Forret' | 'Dessert' | 'Morgenmad' | 'Frokost' | 'Suppe'
  | 'Forår' | 'Sommer' | 'Efterår' | 'Vinter' | 'Jul'
  | 'Vegetar' | 'Vegansk' | 'Glutenfri' | 'Laktosefri' | 'Nøddefri';

/** One ingredient line: text, amount per cover in its measure, and the product name prefix (or null). */
export type IngredientData = readonly [text: string, amountPerCover: number, measure: RecipeMeasure, product: string | null];

export interface RecipeData {
  name: string;
  description: string;
  covers: number;
  prepMinutes: number;
  sponsored?: boolean;
  tags: readonly TagName[];
  steps: readonly string[];
  ingredients: readonly IngredientData[];
}

const salt: IngredientData = ['Salt', 0.002, 'KG', null];
const peber: IngredientData = ['Peber', 0.0005, 'KG', null];
const vand = (litre: number): IngredientData => ['Vand', litre, 'L', null];

export const RECIPES_DATA: readonly RecipeData[] = [
  // --- Issue 4's twelve (ids 4101-4112) ---
  {
    name: 'Frikadeller med kartofler og brun sovs',
    description: 'Klassiske danske frikadeller af kalv og flæsk med kogte kartofler og brun sovs – en sikker favorit i kantinen.',
    covers: 50, prepMinutes: 75, tags: ['Hovedret', 'Efterår', 'Vinter', 'Nøddefri'],
    steps: [
      'Rør fars af hakket kalv og flæsk, finthakket løg, æg, mel og mælk. Smag til med salt og peber.',
      'Form frikadeller med en spiseske og steg dem gyldne på pande eller i ovn ved 180 °C i ca. 20 minutter.',
      'Kog kartoflerne møre i saltet vand.',
      'Lav brun sovs af stegeskyen, mælk og mel jævnet op, og smag til.',
    ],
    ingredients: [
      ['Hakket kalv og flæsk', 0.15, 'KG', 'hakket kalv og flæsk'],
      ['Løg, finthakket', 0.03, 'KG', 'løg gule'],
      ['Æg', 0.3, 'STK', 'frilandsæg'],
      ['Hvedemel', 0.015, 'KG', 'hvedemel'],
      ['Letmælk', 0.1, 'L', 'letmælk'],
      ['Kartofler, skrællede', 0.25, 'KG', 'kartofler skrællede'],
      salt, peber,
    ],
  },
  {
    name: 'Stegt flæsk med persillesovs',
    description: 'Sprødt stegt flæsk med kartofler og en cremet persillesovs – Danmarks nationalret til mange kuverter.',
    covers: 50, prepMinutes: 60, tags: ['Hovedret', 'Efterår', 'Vinter', 'Nøddefri'],
    steps: [
      'Læg flæskeskiverne på bageplader med bagepapir og steg dem sprøde ved 200 °C i 20–25 minutter.',
      'Kog kartoflerne møre i saltet vand.',
      'Smelt smør, rør mel i og spæd op med mælk under omrøring. Kog sovsen igennem i 5 minutter.',
      'Vend finthakket persille i sovsen lige før servering.',
    ],
    ingredients: [
      ['Bacon i skiver', 0.2, 'KG', 'bacon i skiver'],
      ['Kartofler, skrællede', 0.3, 'KG', 'kartofler skrællede'],
      ['Persille, bundt', 0.1, 'STK', 'persille'],
      ['Letmælk', 0.15, 'L', 'letmælk'],
      ['Hvedemel', 0.012, 'KG', 'hvedemel'],
      ['Smør', 0.012, 'KG', 'smør saltet'],
      salt,
    ],
  },
  {
    name: 'Ovnbagt laks med spinat',
    description: 'Laks bagt i ovnen på en bund af spinat med citron og fløde – let, mættende og glutenfri.',
    covers: 10, prepMinutes: 35, sponsored: true, tags: ['Hovedret', 'Forår', 'Sommer', 'Glutenfri', 'Nøddefri'],
    steps: [
      'Fordel babyspinat i et smurt ovnfast fad og læg laksestykkerne ovenpå.',
      'Hæld fløde over, krydr med salt, peber og revet citronskal.',
      'Bag ved 180 °C i 15–18 minutter, til laksen netop er gennemstegt.',
      'Server med kogte kartofler og citronbåde.',
    ],
    ingredients: [
      ['Laksefilet', 0.15, 'KG', 'laksefilet'],
      ['Babyspinat', 0.06, 'KG', 'babyspinat'],
      ['Kartofler, skrællede', 0.2, 'KG', 'kartofler skrællede'],
      ['Citron', 0.03, 'KG', 'citroner'],
      ['Piskefløde', 0.04, 'L', 'piskefløde'],
      salt, peber,
    ],
  },
  {
    name: 'Lasagne med oksekød',
    description: 'Lasagne med kødsovs af oksekød og tomat, bechamel og mozzarella – nem at lave i store fade.',
    covers: 50, prepMinutes: 90, tags: ['Hovedret', 'Efterår', 'Vinter', 'Nøddefri'],
    steps: [
      'Brun oksekød og løg, tilsæt hakkede tomater og lad kødsovsen simre i 30 minutter.',
      'Lav bechamel af smør, mel og mælk.',
      'Læg lasagneplader, kødsovs og bechamel i lag i gastrobakker og slut med mozzarella.',
      'Bag ved 180 °C i ca. 40 minutter og lad lasagnen hvile 10 minutter før udskæring.',
    ],
    ingredients: [
      ['Lasagneplader', 0.06, 'KG', 'lasagneplader'],
      ['Hakket oksekød', 0.12, 'KG', 'hakket oksekød'],
      ['Hakkede tomater', 0.1, 'KG', 'hakkede tomater'],
      ['Løg', 0.03, 'KG', 'løg gule'],
      ['Mozzarella', 0.03, 'KG', 'mozzarella'],
      ['Letmælk', 0.1, 'L', 'letmælk'],
      salt,
    ],
  },
  {
    name: 'Smørrebrød med leverpostej og rødbeder',
    description: 'Rugbrød med lun leverpostej, sprød bacon og syltede rødbeder – frokostbordets klassiker.',
    covers: 50, prepMinutes: 20, tags: ['Frokost', 'Efterår', 'Vinter', 'Laktosefri'],
    steps: [
      'Lun leverpostejen i ovnen ved 160 °C.',
      'Steg bacon sprød på bageplade.',
      'Smør rugbrødet, læg leverpostej, bacon og rødbeder på, og server straks.',
    ],
    ingredients: [
      ['Rugbrød', 0.08, 'KG', 'rugbrød'],
      ['Leverpostej', 0.06, 'KG', 'leverpostej'],
      ['Rødbeder', 0.03, 'KG', 'rødbeder'],
      ['Bacon i skiver', 0.03, 'KG', 'bacon i skiver'],
    ],
  },
  {
    name: 'Kyllingesalat med avocado',
    description: 'Frisk salat med stegt kyllingebryst, avocado, tomat og agurk – en let frokost til sommerens buffet.',
    covers: 10, prepMinutes: 30, tags: ['Frokost', 'Sommer', 'Glutenfri', 'Laktosefri'],
    steps: [
      'Steg kyllingebrystet gennem og skær det i strimler.',
      'Snit icebergsalat, halvér cherrytomater og skær agurk og avocado i tern.',
      'Vend det hele sammen og krydr med salt og peber lige før servering.',
    ],
    ingredients: [
      ['Kyllingebryst', 0.12, 'KG', 'kyllingebryst'],
      ['Avocado', 0.5, 'STK', 'avocado'],
      ['Icebergsalat', 0.15, 'STK', 'icebergsalat'],
      ['Cherrytomater', 0.05, 'KG', 'cherrytomater'],
      ['Agurk', 0.15, 'STK', 'agurk'],
      salt, peber,
    ],
  },
  {
    name: 'Torsk i sennepssauce',
    description: 'Dampet torsk med en blød sennepssauce og kartofler – mild fisk, som plejehjemmets beboere holder af.',
    covers: 10, prepMinutes: 40, tags: ['Hovedret', 'Vinter', 'Forår', 'Glutenfri', 'Nøddefri'],
    steps: [
      'Kog kartoflerne møre.',
      'Damp torskefileterne i 8–10 minutter ved 90 °C.',
      'Kog fløden let ind og rør grov sennep i. Smag til med salt.',
      'Anret torsken med sauce og kartofler.',
    ],
    ingredients: [
      ['Torskefilet', 0.15, 'KG', 'torskefilet'],
      ['Grov sennep', 0.01, 'KG', 'sennep'],
      ['Piskefløde', 0.05, 'L', 'piskefløde'],
      ['Kartofler, skrællede', 0.25, 'KG', 'kartofler skrællede'],
      salt,
    ],
  },
  {
    name: 'Pasta med tomatsauce og parmesan',
    description: 'Spaghetti med hjemmelavet tomatsauce, hvidløg og revet parmesan – hurtig vegetarret til skolekøkkenet.',
    covers: 100, prepMinutes: 30, tags: ['Hovedret', 'Sommer', 'Vegetar', 'Nøddefri'],
    steps: [
      'Svits hvidløg i olivenolie, tilsæt hakkede tomater og lad saucen simre i 15 minutter.',
      'Kog spaghetti al dente i rigeligt saltet vand.',
      'Vend pastaen i saucen og server med revet parmesan.',
    ],
    ingredients: [
      ['Spaghetti', 0.1, 'KG', 'spaghetti'],
      ['Hakkede tomater', 0.12, 'KG', 'hakkede tomater'],
      ['Hvidløg', 0.004, 'KG', 'hvidløg'],
      ['Olivenolie', 0.01, 'L', 'olivenolie'],
      ['Parmesan', 0.01, 'KG', 'parmesan'],
      salt, vand(1),
    ],
  },
  {
    name: 'Risalamande',
    description: 'Julens dessert: risengrød vendt med flødeskum og vanilje, serveret med kirsebærsauce.',
    covers: 50, prepMinutes: 80, tags: ['Dessert', 'Jul', 'Vinter', 'Glutenfri'],
    steps: [
      'Kog grødris i sødmælk ved svag varme i ca. 45 minutter under omrøring. Afkøl grøden helt.',
      'Pisk fløden til let skum og vend den i grøden med sukker og vanilje.',
      'Server kold med varm kirsebærsauce.',
    ],
    ingredients: [
      ['Grødris', 0.025, 'KG', null],
      ['Sødmælk', 0.15, 'L', 'sødmælk'],
      ['Piskefløde', 0.06, 'L', 'piskefløde'],
      ['Sukker', 0.01, 'KG', 'sukker'],
      ['Vanilje', 0.0002, 'KG', null],
    ],
  },
  {
    name: 'Chili sin carne',
    description: 'Krydret gryde med bønner, kikærter, peberfrugt og tomat – vegansk, mættende og billig at lave i store mængder.',
    covers: 100, prepMinutes: 45, tags: ['Hovedret', 'Efterår', 'Vegansk', 'Glutenfri', 'Laktosefri'],
    steps: [
      'Svits løg og peberfrugt i olie.',
      'Tilsæt hakkede tomater, kidneybønner og kikærter og lad gryden simre i 25 minutter.',
      'Smag til med salt, spidskommen og chili. Server med ris.',
    ],
    ingredients: [
      ['Kidneybønner', 0.08, 'KG', 'kidneybønner'],
      ['Kikærter', 0.06, 'KG', 'kikærter'],
      ['Hakkede tomater', 0.12, 'KG', 'hakkede tomater'],
      ['Løg', 0.04, 'KG', 'løg gule'],
      ['Rød peberfrugt', 0.04, 'KG', 'peberfrugt'],
      ['Spidskommen og chili', 0.001, 'KG', null],
      salt,
    ],
  },
  {
    name: 'Fiskefrikadeller med remoulade',
    description: 'Stegte fiskefrikadeller med remoulade, rugbrød og citron – hurtig frokost til kantinen.',
    covers: 50, prepMinutes: 25, tags: ['Frokost', 'Sommer', 'Laktosefri'],
    steps: [
      'Varm fiskefrikadellerne i ovnen ved 180 °C i 12–15 minutter.',
      'Skær citron i både.',
      'Server med remoulade og rugbrød.',
    ],
    ingredients: [
      ['Fiskefrikadeller', 0.12, 'KG', 'fiskefrikadeller'],
      ['Remoulade', 0.03, 'KG', 'remoulade'],
      ['Rugbrød', 0.05, 'KG', 'rugbrød'],
      ['Citron', 0.02, 'KG', 'citroner'],
    ],
  },
  {
    name: 'Havregrød med æbler og kanel',
    description: 'Cremet havregrød med revne æbler og kanel – en varm morgenmad til skole og plejehjem.',
    covers: 100, prepMinutes: 20, tags: ['Morgenmad', 'Efterår', 'Vinter', 'Vegetar', 'Nøddefri'],
    steps: [
      'Kog havregryn op i vand og mælk under omrøring i 5 minutter.',
      'Riv æblerne groft.',
      'Server grøden med æble og drys med kanel.',
    ],
    ingredients: [
      ['Havregryn', 0.05, 'KG', 'havregryn'],
      ['Æbler', 0.06, 'KG', 'æbler'],
      ['Letmælk', 0.1, 'L', 'letmælk'],
      ['Kanel', 0.0005, 'KG', null],
      vand(0.15), salt,
    ],
  },
  // --- The recipe service's own (ids 4113-) ---
  {
    name: 'Hakkebøf med bløde løg',
    description: 'Saftige hakkebøffer med bløde løg, brun sovs og kartofler – husmandskost til mange.',
    covers: 50, prepMinutes: 50, tags: ['Hovedret', 'Efterår', 'Vinter', 'Nøddefri'],
    steps: [
      'Form hakkebøffer af oksekødet og krydr med salt og peber.',
      'Steg bøfferne på pande eller i ovn ved 200 °C i 12 minutter.',
      'Steg løgene bløde og gyldne i smør ved lav varme.',
      'Server med kogte kartofler og sovs.',
    ],
    ingredients: [
      ['Hakket oksekød', 0.15, 'KG', 'hakket oksekød'],
      ['Løg', 0.08, 'KG', 'løg gule'],
      ['Smør', 0.01, 'KG', 'smør saltet'],
      ['Kartofler, skrællede', 0.25, 'KG', 'kartofler skrællede'],
      salt, peber,
    ],
  },
  {
    name: 'Boller i karry',
    description: 'Kødboller af svinekød i mild karrysauce med ris – en af kantinens mest efterspurgte retter.',
    covers: 100, prepMinutes: 70, tags: ['Hovedret', 'Vinter', 'Efterår', 'Nøddefri'],
    steps: [
      'Rør fars af hakket svinekød, æg, mel og mælk.',
      'Sæt små boller med en teske og pochér dem i let saltet vand i 8 minutter.',
      'Svits løg og karry i smør, rør mel i og spæd op med bollevandet og mælk.',
      'Vend bollerne i saucen og server med ris.',
    ],
    ingredients: [
      ['Hakket svinekød', 0.13, 'KG', 'hakket svinekød'],
      ['Æg', 0.2, 'STK', 'frilandsæg'],
      ['Hvedemel', 0.02, 'KG', 'hvedemel'],
      ['Letmælk', 0.1, 'L', 'letmælk'],
      ['Løg', 0.03, 'KG', 'løg gule'],
      ['Basmatiris', 0.07, 'KG', 'basmatiris'],
      ['Karry', 0.002, 'KG', null],
      salt,
    ],
  },
  {
    name: 'Kyllingefrikassé med ris',
    description: 'Mør kylling i lys sauce med gulerødder og ærter, serveret med ris – mild og nem at spise.',
    covers: 50, prepMinutes: 55, tags: ['Hovedret', 'Forår', 'Nøddefri'],
    steps: [
      'Skær kyllingeoverlår i mundrette stykker og kog dem i bouillon i 20 minutter.',
      'Tilsæt gulerødder i skiver og ærter de sidste 5 minutter.',
      'Jævn med smør og mel, og rør madlavningsfløde i.',
      'Server med kogte ris.',
    ],
    ingredients: [
      ['Kyllingeoverlår', 0.14, 'KG', 'kyllingeoverlår'],
      ['Gulerødder', 0.05, 'KG', 'gulerødder'],
      ['Ærter, frosne', 0.03, 'KG', 'ærter frosne'],
      ['Madlavningsfløde', 0.04, 'L', 'madlavningsfløde'],
      ['Kyllingebouillon', 0.005, 'KG', 'bouillon kylling'],
      ['Jasminris', 0.07, 'KG', 'jasminris'],
      vand(0.2),
    ],
  },
  {
    name: 'Porretærte med ost',
    description: 'Tærte med porrer, æg og ost i en sprød bund – god til frokostbuffeten og som vegetarret.',
    covers: 10, prepMinutes: 60, tags: ['Frokost', 'Forår', 'Vegetar', 'Nøddefri'],
    steps: [
      'Ælt en dej af mel, smør og vand, tryk den ud i en tærteform og forbag den i 10 minutter ved 200 °C.',
      'Svits porrer i ringe bløde.',
      'Pisk æg og mælk sammen, tilsæt porrer og revet ost, og hæld fyldet i bunden.',
      'Bag ved 180 °C i 30 minutter.',
    ],
    ingredients: [
      ['Porrer', 0.08, 'KG', 'porrer'],
      ['Hvedemel', 0.03, 'KG', 'hvedemel'],
      ['Smør', 0.02, 'KG', 'smør saltet'],
      ['Æg', 0.6, 'STK', 'frilandsæg'],
      ['Letmælk', 0.05, 'L', 'letmælk'],
      ['Danbo, revet', 0.02, 'KG', 'danbo'],
      salt,
    ],
  },
  {
    name: 'Kartoffel-porresuppe',
    description: 'Fløjlsblød suppe af kartofler og porrer med sprødt brød – varmende og billig.',
    covers: 50, prepMinutes: 40, tags: ['Suppe', 'Efterår', 'Vinter', 'Vegetar', 'Glutenfri'],
    steps: [
      'Svits porrer i smør uden at de tager farve.',
      'Tilsæt kartofler i tern, grøntsagsbouillon og vand, og kog suppen i 20 minutter.',
      'Blend suppen og rør fløde i. Smag til med salt og peber.',
    ],
    ingredients: [
      ['Kartofler, skrællede', 0.15, 'KG', 'kartofler skrællede'],
      ['Porrer', 0.1, 'KG', 'porrer'],
      ['Smør', 0.008, 'KG', 'smør saltet'],
      ['Grøntsagsbouillon', 0.006, 'KG', 'grøntsagsbouillon'],
      ['Madlavningsfløde', 0.03, 'L', 'madlavningsfløde'],
      vand(0.3), salt, peber,
    ],
  },
  {
    name: 'Tomatsuppe med basilikum',
    description: 'Rund tomatsuppe af hakkede tomater, løg og hvidløg med frisk basilikum – vegansk og glutenfri.',
    covers: 100, prepMinutes: 30, tags: ['Suppe', 'Sommer', 'Vegansk', 'Glutenfri', 'Laktosefri'],
    steps: [
      'Svits løg og hvidløg i olivenolie.',
      'Tilsæt hakkede tomater, tomatpuré, bouillon og vand, og kog i 15 minutter.',
      'Blend suppen og smag til med salt, peber og basilikum.',
    ],
    ingredients: [
      ['Hakkede tomater', 0.15, 'KG', 'hakkede tomater'],
      ['Tomatpuré', 0.01, 'KG', 'tomatpuré'],
      ['Løg', 0.03, 'KG', 'løg gule'],
      ['Hvidløg', 0.003, 'KG', 'hvidløg'],
      ['Olivenolie', 0.008, 'L', 'olivenolie'],
      ['Grøntsagsbouillon', 0.005, 'KG', 'grøntsagsbouillon'],
      ['Frisk basilikum', 0.001, 'KG', null],
      vand(0.15), salt,
    ],
  },
  {
    name: 'Gulerodssuppe med ingefær',
    description: 'Solgul suppe af gulerødder med frisk ingefær og kokosmælk – frisk og let krydret.',
    covers: 50, prepMinutes: 35, tags: ['Suppe', 'Efterår', 'Vegansk', 'Glutenfri', 'Laktosefri'],
    steps: [
      'Svits løg, gulerødder og revet ingefær i rapsolie.',
      'Tilsæt bouillon og vand og kog, til gulerødderne er møre.',
      'Blend med kokosmælk og smag til med salt.',
    ],
    ingredients: [
      ['Gulerødder', 0.15, 'KG', 'gulerødder'],
      ['Ingefær', 0.005, 'KG', 'ingefær'],
      ['Løg', 0.03, 'KG', 'løg gule'],
      ['Kokosmælk', 0.05, 'L', 'kokosmælk'],
      ['Rapsolie', 0.005, 'L', 'rapsolie'],
      ['Grøntsagsbouillon', 0.005, 'KG', 'grøntsagsbouillon'],
      vand(0.2), salt,
    ],
  },
  {
    name: 'Blomkålssuppe med persille',
    description: 'Cremet blomkålssuppe toppet med persille – mild og nem at spise for ældre beboere.',
    covers: 10, prepMinutes: 35, tags: ['Suppe', 'Efterår', 'Vinter', 'Vegetar', 'Glutenfri'],
    steps: [
      'Skær blomkålen i buketter og kog den mør i bouillon sammen med løg.',
      'Blend suppen glat med fløde.',
      'Smag til og drys med hakket persille.',
    ],
    ingredients: [
      ['Blomkål', 0.25, 'STK', 'blomkål'],
      ['Løg', 0.02, 'KG', 'løg gule'],
      ['Grøntsagsbouillon', 0.005, 'KG', 'grøntsagsbouillon'],
      ['Piskefløde', 0.03, 'L', 'piskefløde'],
      ['Persille, bundt', 0.05, 'STK', 'persille'],
      vand(0.25), salt,
    ],
  },
  {
    name: 'Æbleflæsk',
    description: 'Stegt flæsk med æbler og løg stegt i fedtet og drysset med sukker – fynsk efterårsret.',
    covers: 10, prepMinutes: 40, tags: ['Hovedret', 'Efterår', 'Glutenfri', 'Laktosefri'],
    steps: [
      'Steg flæskeskiverne sprøde og hold dem varme.',
      'Steg løg i ringe og æblebåde møre i fedtet fra flæsket.',
      'Drys med lidt sukker og server med flæsket og rugbrød.',
    ],
    ingredients: [
      ['Bacon i skiver', 0.15, 'KG', 'bacon i skiver'],
      ['Æbler', 0.15, 'KG', 'æbler'],
      ['Løg', 0.05, 'KG', 'løg gule'],
      ['Sukker', 0.005, 'KG', 'sukker'],
    ],
  },
  {
    name: 'Flæskesteg med rødkål',
    description: 'Julens flæskesteg med sprød svær, brunede og hvide kartofler, rødkål og sovs.',
    covers: 50, prepMinutes: 150, tags: ['Hovedret', 'Jul', 'Vinter', 'Glutenfri', 'Nøddefri'],
    steps: [
      'Gnid sværen med salt og steg flæskestegen ved 160 °C til en kernetemperatur på 65 °C.',
      'Skru op til 250 °C, til sværen poper.',
      'Kog kartoflerne og svits rødkålen varm.',
      'Lav sovs af skyen og fløde.',
    ],
    ingredients: [
      ['Flæskesteg med svær', 0.2, 'KG', 'flæskesteg'],
      ['Kartofler, skrællede', 0.25, 'KG', 'kartofler skrællede'],
      ['Rødkål, syltet', 0.08, 'KG', null],
      ['Piskefløde', 0.03, 'L', 'piskefløde'],
      salt,
    ],
  },
  {
    name: 'Brunede kartofler',
    description: 'Små kartofler vendt i gylden karamel og smør – tilbehøret, der hører julen til.',
    covers: 50, prepMinutes: 30, tags: ['Hovedret', 'Jul', 'Vegetar', 'Glutenfri', 'Nøddefri'],
    steps: [
      'Kog kartoflerne, pil dem og lad dem køle af.',
      'Smelt sukker på en stor pande til lys karamel og tilsæt smør.',
      'Vend de skyllede kartofler i karamellen, til de er blanke og gyldne.',
    ],
    ingredients: [
      ['Kartofler, skrællede', 0.12, 'KG', 'kartofler skrællede'],
      ['Sukker', 0.015, 'KG', 'sukker'],
      ['Smør', 0.008, 'KG', 'smør saltet'],
    ],
  },
  {
    name: 'Rødgrød med fløde',
    description: 'Rødgrød af bær jævnet med kartoffelmel og serveret med kold fløde – sommerens dessert.',
    covers: 50, prepMinutes: 25, tags: ['Dessert', 'Sommer', 'Vegetar', 'Glutenfri', 'Nøddefri'],
    steps: [
      'Kog bærblanding og hindbær op med vand og sukker.',
      'Jævn med kartoffelmel udrørt i koldt vand, og lad grøden koge op én gang.',
      'Afkøl og server med kold fløde.',
    ],
    ingredients: [
      ['Bærblanding', 0.08, 'KG', 'bærblanding'],
      ['Hindbær', 0.04, 'KG', 'hindbær'],
      ['Sukker', 0.02, 'KG', 'sukker'],
      ['Kartoffelmel', 0.006, 'KG', null],
      ['Piskefløde', 0.04, 'L', 'piskefløde'],
      vand(0.05),
    ],
  },
  {
    name: 'Koldskål med kammerjunkere',
    description: 'Frisk koldskål af kærnemælk, æg og vanilje med kammerjunkere – en sommerklassiker.',
    covers: 100, prepMinutes: 15, tags: ['Dessert', 'Sommer', 'Vegetar', 'Nøddefri'],
    steps: [
      'Pisk æggeblommer, sukker og vanilje luftigt.',
      'Pisk kærnemælken i lidt ad gangen og smag til med citronsaft.',
      'Server kold med kammerjunkere.',
    ],
    ingredients: [
      ['Kærnemælk', 0.25, 'L', 'kærnemælk'],
      ['Æg', 0.25, 'STK', 'frilandsæg'],
      ['Sukker', 0.015, 'KG', 'sukker'],
      ['Citron', 0.01, 'KG', 'citroner'],
      ['Kammerjunkere', 0.02, 'KG', null],
    ],
  },
  {
    name: 'Skyr med bær og havregryn',
    description: 'Skyr med bær, ristede havregryn og honning – proteinrig morgenmad eller mellemmåltid.',
    covers: 10, prepMinutes: 10, sponsored: true, tags: ['Morgenmad', 'Sommer', 'Vegetar', 'Nøddefri'],
    steps: [
      'Rist havregrynene gyldne på en tør pande.',
      'Fordel skyr i skåle, top med bær og havregryn.',
      'Dryp med honning.',
    ],
    ingredients: [
      ['Skyr naturel', 0.15, 'KG', 'skyr'],
      ['Bærblanding', 0.05, 'KG', 'bærblanding'],
      ['Havregryn', 0.02, 'KG', 'havregryn'],
      ['Honning', 0.008, 'KG', 'honning'],
    ],
  },
  {
    name: 'Pandekager med syltetøj',
    description: 'Tynde pandekager med jordbærsyltetøj og sukker – dessert eller fredagshygge i skolen.',
    covers: 50, prepMinutes: 40, tags: ['Dessert', 'Forår', 'Vegetar', 'Nøddefri'],
    steps: [
      'Pisk mel, æg, mælk og en smule sukker til en jævn dej. Lad den hvile 20 minutter.',
      'Bag tynde pandekager i smør på en varm pande.',
      'Server med jordbærsyltetøj.',
    ],
    ingredients: [
      ['Hvedemel', 0.03, 'KG', 'hvedemel'],
      ['Æg', 0.4, 'STK', 'frilandsæg'],
      ['Letmælk', 0.08, 'L', 'letmælk'],
      ['Smør', 0.005, 'KG', 'smør saltet'],
      ['Jordbærsyltetøj', 0.025, 'KG', 'jordbærsyltetøj'],
      ['Sukker', 0.004, 'KG', 'sukker'],
    ],
  },
  {
    name: 'Æblekage med flødeskum',
    description: 'Gammeldags æblekage med æblemos, ristet rasp og flødeskum – efterårets dessert.',
    covers: 50, prepMinutes: 45, tags: ['Dessert', 'Efterår', 'Vegetar'],
    steps: [
      'Kog æblerne ud til mos med sukker og lidt vand.',
      'Rist rasp eller knuste kiks med smør og sukker.',
      'Lag æblemos og rasp i glas eller skåle og top med flødeskum.',
    ],
    ingredients: [
      ['Æbler', 0.15, 'KG', 'æbler'],
      ['Sukker', 0.02, 'KG', 'sukker'],
      ['Rasp', 0.02, 'KG', null],
      ['Smør', 0.008, 'KG', 'smør saltet'],
      ['Piskefløde', 0.04, 'L', 'piskefløde'],
      vand(0.02),
    ],
  },
  {
    name: 'Rugbrød med æg og rejer',
    description: 'Smørrebrød med skiver af hårdkogt æg, håndpillede rejer, mayonnaise og citron.',
    covers: 50, prepMinutes: 25, tags: ['Frokost', 'Forår', 'Sommer', 'Nøddefri'],
    steps: [
      'Kog æggene i 9 minutter, køl dem af og skær dem i skiver.',
      'Smør rugbrødet og læg æg og rejer på.',
      'Pynt med mayonnaise og citronbåde.',
    ],
    ingredients: [
      ['Rugbrød', 0.06, 'KG', 'rugbrød'],
      ['Æg', 1, 'STK', 'frilandsæg'],
      ['Pillede rejer', 0.04, 'KG', 'pillede rejer'],
      ['Mayonnaise', 0.015, 'KG', 'mayonnaise'],
      ['Citron', 0.01, 'KG', 'citroner'],
    ],
  },
  {
    name: 'Tarteletter med høns i asparges',
    description: 'Sprøde tarteletter med kylling i cremet aspargessauce – en festlig frokostret.',
    covers: 50, prepMinutes: 50, tags: ['Frokost', 'Jul', 'Forår', 'Nøddefri'],
    steps: [
      'Kog kyllingen mør og pluk kødet.',
      'Lav en opbagt sauce af smør, mel, kyllingebouillon og fløde, og tilsæt asparges.',
      'Vend kyllingen i saucen og fyld de lune tarteletter lige før servering.',
    ],
    ingredients: [
      ['Hel kylling', 0.12, 'KG', 'hel kylling'],
      ['Tarteletter', 2, 'STK', null],
      ['Asparges, konserves', 0.03, 'KG', null],
      ['Smør', 0.008, 'KG', 'smør saltet'],
      ['Hvedemel', 0.008, 'KG', 'hvedemel'],
      ['Piskefløde', 0.03, 'L', 'piskefløde'],
      ['Kyllingebouillon', 0.004, 'KG', 'bouillon kylling'],
    ],
  },
  {
    name: 'Pastasalat med laks',
    description: 'Kold pastasalat med røget laks, spinat og en let yoghurtdressing – god på sommerens buffet.',
    covers: 50, prepMinutes: 30, tags: ['Frokost', 'Sommer', 'Nøddefri'],
    steps: [
      'Kog pastaen, skyl den kold og lad den dryppe af.',
      'Rør dressing af yoghurt, citron, salt og peber.',
      'Vend pasta, spinat og røget laks i dressingen.',
    ],
    ingredients: [
      ['Fusilli', 0.06, 'KG', 'fusilli'],
      ['Røget laks i skiver', 0.05, 'KG', 'røget laks'],
      ['Babyspinat', 0.02, 'KG', 'babyspinat'],
      ['Yoghurt naturel', 0.05, 'KG', 'yoghurt naturel'],
      ['Citron', 0.01, 'KG', 'citroner'],
      salt, peber,
    ],
  },
  {
    name: 'Pastasalat med kylling og pesto',
    description: 'Penne med stegt kylling, cherrytomater og grøn pesto – frokost, der kan laves dagen før.',
    covers: 100, prepMinutes: 35, tags: ['Frokost', 'Sommer', 'Forår'],
    steps: [
      'Kog pastaen al dente og køl den af.',
      'Steg kyllingebrystet og skær det i tern.',
      'Vend pasta, kylling, halverede tomater og pesto sammen.',
    ],
    ingredients: [
      ['Penne rigate', 0.06, 'KG', 'penne'],
      ['Kyllingebryst', 0.08, 'KG', 'kyllingebryst'],
      ['Cherrytomater', 0.04, 'KG', 'cherrytomater'],
      ['Grøn pesto', 0.015, 'KG', null],
      salt,
    ],
  },
  {
    name: 'Rød linsesuppe med kokos',
    description: 'Krydret suppe af røde linser, gulerødder, tomat og kokosmælk – vegansk og mættende.',
    covers: 100, prepMinutes: 40, tags: ['Suppe', 'Vinter', 'Vegansk', 'Glutenfri', 'Laktosefri'],
    steps: [
      'Svits løg, gulerødder og ingefær i rapsolie.',
      'Tilsæt linser, hakkede tomater, bouillon og vand, og kog i 20 minutter.',
      'Rør kokosmælk i og blend suppen let.',
    ],
    ingredients: [
      ['Røde linser', 0.04, 'KG', null],
      ['Gulerødder', 0.05, 'KG', 'gulerødder'],
      ['Løg', 0.03, 'KG', 'løg gule'],
      ['Hakkede tomater', 0.06, 'KG', 'hakkede tomater'],
      ['Kokosmælk', 0.04, 'L', 'kokosmælk'],
      ['Ingefær', 0.003, 'KG', 'ingefær'],
      ['Rapsolie', 0.005, 'L', 'rapsolie'],
      vand(0.2), salt,
    ],
  },
  {
    name: 'Kikærtecurry med ris',
    description: 'Mild karry med kikærter, spinat og kokosmælk serveret med basmatiris – vegansk hverdagsret.',
    covers: 50, prepMinutes: 35, sponsored: true, tags: ['Hovedret', 'Efterår', 'Vegansk', 'Glutenfri', 'Laktosefri'],
    steps: [
      'Svits løg, hvidløg og karry i olie.',
      'Tilsæt kikærter, hakkede tomater og kokosmælk, og lad retten simre i 15 minutter.',
      'Vend spinat i til sidst og server med ris.',
    ],
    ingredients: [
      ['Kikærter', 0.1, 'KG', 'kikærter'],
      ['Hakkede tomater', 0.08, 'KG', 'hakkede tomater'],
      ['Kokosmælk', 0.06, 'L', 'kokosmælk'],
      ['Babyspinat', 0.03, 'KG', 'babyspinat'],
      ['Løg', 0.03, 'KG', 'løg gule'],
      ['Hvidløg', 0.003, 'KG', 'hvidløg'],
      ['Basmatiris', 0.07, 'KG', 'basmatiris'],
      ['Karry', 0.003, 'KG', null],
    ],
  },
  {
    name: 'Grøntsagslasagne',
    description: 'Lasagne med squash, spinat, tomat og mozzarella – vegetarisk og populær i skolekøkkenet.',
    covers: 50, prepMinutes: 80, tags: ['Hovedret', 'Sommer', 'Efterår', 'Vegetar', 'Nøddefri'],
    steps: [
      'Steg squash og løg, og kog dem sammen med hakkede tomater til en tyk sauce.',
      'Lav bechamel af smør, mel og mælk.',
      'Læg lasagneplader, grøntsagssauce, spinat og bechamel i lag og slut med mozzarella.',
      'Bag ved 180 °C i 40 minutter.',
    ],
    ingredients: [
      ['Lasagneplader', 0.06, 'KG', 'lasagneplader'],
      ['Squash', 0.08, 'KG', 'squash'],
      ['Hakkede tomater', 0.1, 'KG', 'hakkede tomater'],
      ['Spinat, hakket frost', 0.04, 'KG', 'spinat hakket'],
      ['Mozzarella', 0.03, 'KG', 'mozzarella'],
      ['Letmælk', 0.1, 'L', 'letmælk'],
      ['Hvedemel', 0.01, 'KG', 'hvedemel'],
      salt,
    ],
  },
  {
    name: 'Wok med kylling og grøntsager',
    description: 'Hurtig wok med kylling, grøntsager og ingefær serveret med jasminris.',
    covers: 50, prepMinutes: 25, tags: ['Hovedret', 'Forår', 'Laktosefri', 'Nøddefri'],
    steps: [
      'Kog risene.',
      'Steg kyllingestrimler ved høj varme i rapsolie.',
      'Tilsæt wokgrøntsager, ingefær og hvidløg, og steg i 4 minutter. Smag til med soja.',
    ],
    ingredients: [
      ['Kyllingebryst', 0.12, 'KG', 'kyllingebryst'],
      ['Grøntsagsblanding wok', 0.12, 'KG', 'grøntsagsblanding wok'],
      ['Jasminris', 0.07, 'KG', 'jasminris'],
      ['Ingefær', 0.003, 'KG', 'ingefær'],
      ['Rapsolie', 0.008, 'L', 'rapsolie'],
      ['Sojasauce', 0.01, 'L', null],
    ],
  },
  {
    name: 'Tacos med oksekød',
    description: 'Sprøde tacoskaller med krydret oksekød, salat, tomat og revet ost – fredagens favorit.',
    covers: 100, prepMinutes: 30, tags: ['Hovedret', 'Sommer', 'Nøddefri'],
    steps: [
      'Brun oksekødet og tilsæt tacokrydderi og lidt vand.',
      'Snit salat og skær tomater i tern.',
      'Varm tacoskallerne og server med fyld, grønt og revet ost.',
    ],
    ingredients: [
      ['Tacoskaller', 3, 'STK', 'tacoskaller'],
      ['Hakket oksekød', 0.1, 'KG', 'hakket oksekød'],
      ['Tacokrydderi', 0.006, 'KG', 'taco krydderimix'],
      ['Icebergsalat', 0.1, 'STK', 'icebergsalat'],
      ['Tomater', 0.05, 'KG', 'tomater'],
      ['Danbo, revet', 0.02, 'KG', 'danbo'],
      vand(0.02),
    ],
  },
  {
    name: 'Pitabrød med kylling og tzatziki',
    description: 'Lune pitabrød med krydrede kyllingeoverlår, agurk og hjemmelavet tzatziki.',
    covers: 50, prepMinutes: 35, tags: ['Frokost', 'Sommer', 'Nøddefri'],
    steps: [
      'Steg kyllingeoverlårene og skær dem i strimler.',
      'Rør tzatziki af græsk yoghurt, revet agurk og hvidløg.',
      'Lun pitabrødene og fyld dem med kylling, salat og tzatziki.',
    ],
    ingredients: [
      ['Pitabrød', 1, 'STK', 'pitabrød'],
      ['Kyllingeoverlår', 0.1, 'KG', 'kyllingeoverlår'],
      ['Græsk yoghurt', 0.04, 'KG', 'græsk yoghurt'],
      ['Agurk', 0.1, 'STK', 'agurk'],
      ['Hvidløg', 0.002, 'KG', 'hvidløg'],
      ['Icebergsalat', 0.05, 'STK', 'icebergsalat'],
      salt,
    ],
  },
  {
    name: 'Fiskefilet med remoulade og pommes frites',
    description: 'Panerede fiskefileter med pommes frites, remoulade og citron – let at lave til mange.',
    covers: 100, prepMinutes: 30, tags: ['Hovedret', 'Sommer', 'Laktosefri', 'Nøddefri'],
    steps: [
      'Bag fiskefileterne i ovnen ved 200 °C i 15–18 minutter.',
      'Bag pommes frites sprøde i ovn eller friture.',
      'Server med remoulade og citronbåde.',
    ],
    ingredients: [
      ['Panerede fiskefileter', 0.14, 'KG', 'panerede fiskefileter'],
      ['Pommes frites', 0.15, 'KG', 'pommes frites'],
      ['Remoulade', 0.03, 'KG', 'remoulade'],
      ['Citron', 0.015, 'KG', 'citroner'],
    ],
  },
  {
    name: 'Blåmuslinger i fløde med persille',
    description: 'Dampede blåmuslinger i en sauce af fløde, hvidløg og persille, serveret med brød.',
    covers: 10, prepMinutes: 25, tags: ['Forret', 'Efterår', 'Nøddefri'],
    steps: [
      'Skyl muslingerne og kassér dem, der ikke lukker.',
      'Svits hvidløg, tilsæt fløde og muslinger, og damp under låg i 5 minutter.',
      'Drys med persille og server med baguette.',
    ],
    ingredients: [
      ['Blåmuslinger', 0.3, 'KG', 'blåmuslinger'],
      ['Piskefløde', 0.04, 'L', 'piskefløde'],
      ['Hvidløg', 0.003, 'KG', 'hvidløg'],
      ['Persille, bundt', 0.1, 'STK', 'persille'],
      ['Baguette', 0.25, 'STK', 'baguette'],
    ],
  },
  {
    name: 'Medisterpølse med kartoffelmos',
    description: 'Stegt medisterpølse med hjemmelavet kartoffelmos og syltede rødbeder.',
    covers: 50, prepMinutes: 45, tags: ['Hovedret', 'Vinter', 'Glutenfri', 'Nøddefri'],
    steps: [
      'Steg medisterpølsen i ovnen ved 200 °C i 25 minutter.',
      'Kog kartoflerne møre og mos dem med varm mælk og smør.',
      'Server med rødbeder.',
    ],
    ingredients: [
      ['Medisterpølse', 0.15, 'KG', 'medisterpølse'],
      ['Kartofler, skrællede', 0.25, 'KG', 'kartofler skrællede'],
      ['Letmælk', 0.06, 'L', 'letmælk'],
      ['Smør', 0.01, 'KG', 'smør saltet'],
      ['Rødbeder', 0.03, 'KG', 'rødbeder'],
      salt,
    ],
  },
  {
    name: 'Lammekølle med rodfrugter',
    description: 'Langtidsstegt lammekølle med hvidløg og ovnbagte rodfrugter – påskens festmåltid.',
    covers: 10, prepMinutes: 180, tags: ['Hovedret', 'Forår', 'Glutenfri', 'Laktosefri', 'Nøddefri'],
    steps: [
      'Stik huller i køllen og fyld dem med hvidløg. Krydr med salt og peber.',
      'Steg køllen ved 140 °C til en kernetemperatur på 60 °C.',
      'Bag gulerødder, kartofler og rødløg i olivenolie ved 200 °C i 35 minutter.',
    ],
    ingredients: [
      ['Lammekølle med ben', 0.25, 'KG', 'lammekølle'],
      ['Hvidløg', 0.004, 'KG', 'hvidløg'],
      ['Gulerødder', 0.08, 'KG', 'gulerødder'],
      ['Kartofler, skrællede', 0.15, 'KG', 'kartofler skrællede'],
      ['Rødløg', 0.04, 'KG', 'rødløg'],
      ['Olivenolie', 0.008, 'L', 'olivenolie'],
      salt, peber,
    ],
  },
  {
    name: 'Kalkunbryst med svampesauce',
    description: 'Saftigt kalkunbryst med champignonsauce, broccoli og kartofler – magert og mildt.',
    covers: 50, prepMinutes: 60, tags: ['Hovedret', 'Efterår', 'Glutenfri', 'Nøddefri'],
    steps: [
      'Brun kalkunbrystet og steg det færdigt i ovnen ved 160 °C til 68 °C i kernen.',
      'Steg champignon, tilsæt madlavningsfløde og lad saucen koge ind.',
      'Kog broccoli og kartofler.',
    ],
    ingredients: [
      ['Kalkunbryst', 0.14, 'KG', 'kalkunbryst'],
      ['Champignon', 0.05, 'KG', 'champignon'],
      ['Madlavningsfløde', 0.05, 'L', 'madlavningsfløde'],
      ['Broccoli', 0.08, 'KG', 'broccoli'],
      ['Kartofler, skrællede', 0.2, 'KG', 'kartofler skrællede'],
      salt, peber,
    ],
  },
  {
    name: 'Omelet med spinat og ost',
    description: 'Luftig ovnomelet med spinat og revet ost – morgenmad eller brunch til mange på én plade.',
    covers: 50, prepMinutes: 30, tags: ['Morgenmad', 'Forår', 'Vegetar', 'Glutenfri', 'Nøddefri'],
    steps: [
      'Pisk æg og mælk sammen og krydr med salt og peber.',
      'Fordel spinat og revet ost i smurte gastrobakker og hæld æggemassen over.',
      'Bag ved 170 °C i 20 minutter, til omeletten er stivnet.',
    ],
    ingredients: [
      ['Æg', 2, 'STK', 'frilandsæg'],
      ['Letmælk', 0.03, 'L', 'letmælk'],
      ['Babyspinat', 0.03, 'KG', 'babyspinat'],
      ['Danbo, revet', 0.02, 'KG', 'danbo'],
      salt, peber,
    ],
  },
  {
    name: 'Æggekage med bacon og purløg',
    description: 'Gammeldags æggekage med sprød bacon, tomat og purløg, serveret med rugbrød.',
    covers: 10, prepMinutes: 25, tags: ['Frokost', 'Forår', 'Nøddefri'],
    steps: [
      'Steg bacon sprød.',
      'Pisk æg, mel og mælk, og steg æggekagen ved svag varme under låg.',
      'Top med bacon, tomatbåde og klippet purløg. Server med rugbrød.',
    ],
    ingredients: [
      ['Æg', 2, 'STK', 'frilandsæg'],
      ['Letmælk', 0.04, 'L', 'letmælk'],
      ['Hvedemel', 0.005, 'KG', 'hvedemel'],
      ['Bacon i skiver', 0.05, 'KG', 'bacon i skiver'],
      ['Tomater', 0.05, 'KG', 'tomater'],
      ['Purløg', 0.002, 'KG', null],
      ['Rugbrød', 0.05, 'KG', 'rugbrød'],
    ],
  },
  {
    name: 'Græsk salat med salatost',
    description: 'Sprød salat med salatost, agurk, tomater og rødløg – forret eller tilbehør til grillmaden.',
    covers: 50, prepMinutes: 15, tags: ['Forret', 'Sommer', 'Vegetar', 'Glutenfri', 'Nøddefri'],
    steps: [
      'Snit icebergsalat og rødløg, og skær agurk og tomater i tern.',
      'Vend grøntsagerne med olivenolie, eddike, salt og peber.',
      'Drys med salatost lige før servering.',
    ],
    ingredients: [
      ['Icebergsalat', 0.1, 'STK', 'icebergsalat'],
      ['Agurk', 0.1, 'STK', 'agurk'],
      ['Cherrytomater', 0.05, 'KG', 'cherrytomater'],
      ['Rødløg', 0.015, 'KG', 'rødløg'],
      ['Salatost i tern', 0.03, 'KG', 'salatost'],
      ['Olivenolie', 0.008, 'L', 'olivenolie'],
      ['Eddike', 0.003, 'L', 'eddike'],
      salt,
    ],
  },
  {
    name: 'Rejecocktail',
    description: 'Rejer på sprød salat med cremet dressing og citron – den klassiske forret til festen.',
    covers: 10, prepMinutes: 15, tags: ['Forret', 'Jul', 'Glutenfri', 'Nøddefri'],
    steps: [
      'Snit icebergsalaten fint og fordel den i glas.',
      'Rør dressing af mayonnaise, ketchup og citronsaft.',
      'Læg rejerne på salaten, top med dressing og pynt med citron.',
    ],
    ingredients: [
      ['Pillede rejer', 0.06, 'KG', 'pillede rejer'],
      ['Icebergsalat', 0.08, 'STK', 'icebergsalat'],
      ['Mayonnaise', 0.02, 'KG', 'mayonnaise'],
      ['Ketchup', 0.005, 'KG', 'ketchup'],
      ['Citron', 0.01, 'KG', 'citroner'],
    ],
  },
  {
    name: 'Pizza med skinke og champignon',
    description: 'Hjemmelavet pizza på færdige bunde med tomatsauce, skinke, champignon og mozzarella.',
    covers: 50, prepMinutes: 30, sponsored: true, tags: ['Hovedret', 'Frokost', 'Sommer', 'Nøddefri'],
    steps: [
      'Rør tomatsauce af hakkede tomater, tomatpuré og oregano.',
      'Smør saucen på pizzabundene og fordel skinke, champignon og mozzarella.',
      'Bag ved 250 °C i 8–10 minutter.',
    ],
    ingredients: [
      ['Pizzabund', 0.5, 'STK', 'pizzabund'],
      ['Hakkede tomater', 0.05, 'KG', 'hakkede tomater'],
      ['Tomatpuré', 0.005, 'KG', 'tomatpuré'],
      ['Hamburgerryg i skiver', 0.04, 'KG', 'hamburgerryg'],
      ['Champignon', 0.03, 'KG', 'champignon'],
      ['Mozzarella', 0.04, 'KG', 'mozzarella'],
      ['Oregano', 0.0005, 'KG', null],
    ],
  },
  {
    name: 'Rundstykker med ost og marmelade',
    description: 'Lune grove rundstykker med smør, ost og syltetøj – den lette weekendmorgenmad.',
    covers: 100, prepMinutes: 20, tags: ['Morgenmad', 'Vinter', 'Vegetar', 'Nøddefri'],
    steps: [
      'Bag rundstykkerne lune i ovnen ved 200 °C i 6–8 minutter.',
      'Skær osten i skiver.',
      'Server med smør, ost og syltetøj.',
    ],
    ingredients: [
      ['Grove rundstykker', 1.5, 'STK', 'rundstykker'],
      ['Smør', 0.01, 'KG', 'smør saltet'],
      ['Danbo i skiver', 0.03, 'KG', 'danbo'],
      ['Jordbærsyltetøj', 0.02, 'KG', 'jordbærsyltetøj'],
    ],
  },
  {
    name: 'Laks med kartoffelbåde og grøn salat',
    description: 'Ovnbagt laks med krydrede kartoffelbåde, sprød salat og citron – glutenfri og hurtig.',
    covers: 50, prepMinutes: 30, tags: ['Hovedret', 'Sommer', 'Glutenfri', 'Laktosefri'],
    steps: [
      'Bag kartoffelbådene i ovnen ved 220 °C i 20 minutter.',
      'Bag laksen ved 180 °C i 12–15 minutter.',
      'Server med salat og citronbåde.',
    ],
    ingredients: [
      ['Laksefilet, portioner', 0.14, 'KG', 'laksefilet u/skind'],
      ['Kartoffelbåde, krydrede', 0.18, 'KG', 'kartoffelbåde'],
      ['Icebergsalat', 0.08, 'STK', 'icebergsalat'],
      ['Citron', 0.015, 'KG', 'citroner'],
    ],
  },
];
