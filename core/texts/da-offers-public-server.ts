// Server answers of the public offers and web samples (issue 18 points 5 and 6). Server only: no
// widget imports this file (the widgets show the message the server sends).
import { defineTexts, tpl } from './dictionary.js';

export const daOffersPublicServer = defineTexts('OffersPublicServer', {
  departmentUnknown: 'Afdelingen findes ikke.',
  sampleUnknown: 'Vareprøven findes ikke eller kan ikke bestilles længere.',
  sampleWrongItem: 'En vareprøve bestilles i sin egen enhed og med antal 1.',
  sampleAlreadyClaimed: tpl('Vareprøven {title} er allerede bestilt til jeres køkken ({date}). Den kan kun bestilles én gang.', (title: string, date: string) => ({ title, date })),
  sampleAlreadyInBasket: tpl('Vareprøven {title} ligger allerede i kurven. Den kan kun bestilles én gang.', (title: string) => ({ title })),
  sampleLineLocked: 'En vareprøve bestilles altid med antal 1 i sin egen enhed; linjen kan ikke ændres.',
  sampleClaimedAtCompletion: tpl('Ordren er ikke afgivet: vareprøven {title} er allerede bestilt til jeres køkken. Fjern den fra kurven og prøv igen.', (title: string) => ({ title })),
});
