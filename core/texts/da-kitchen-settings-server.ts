// Issue 20 §3: the server's answer when someone who may not change the kitchen settings tries (the
// widget shows the answer's `message`). Apart from `da` so no widget bundle carries it.
import { defineTexts } from './dictionary.js';

export const daKitchenSettingsServer = defineTexts('KitchenSettingsServer', {
  notAdmin: 'Kun afdelingens administrator kan ændre køkkenets indstillinger.',
});
