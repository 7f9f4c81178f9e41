// Stories and tests of <shop-web-samples> (issue 18 point 6): samples in each state.
import type { WebSample } from '../../core/schemas/web-samples.js';

const base = { text: '', image: null, startsOn: '2025-11-10', endsOn: '2025-12-20', claimedOn: null } as const;

export const fixtureSamples: WebSample[] = [
  { ...base, id: 1, title: 'Ny kaffe: smag vores espressobønner', text: 'Fairtrade-bønner til kantinens kaffeautomat.', productId: '100901', name: 'Kaffebønner espresso 1 kg', brand: 'BKI', unit: 'PS', unitDescription: 'Pose', state: 'available' },
  { ...base, id: 2, title: 'Plantebaseret nyhed', productId: '100902', name: 'Havredrik barista 1 l', brand: 'Oatly', unit: 'STK', unitDescription: 'Stk', state: 'inBasket' },
  { ...base, id: 3, title: 'Dessert: vaniljeis til buffeten', productId: '100903', name: 'Vaniljeis 2,5 l', brand: 'Premier Is', unit: 'STK', unitDescription: 'Balje', state: 'claimed', claimedOn: '2025-11-12' },
];
