// Its own module: a widget that only needs the picture (web samples) must not import the card
// (widgets/shared/card-module.ts says why).
/** Grey box with a plate outline, for products without an image or whose image fails to load. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 150"><rect width="150" height="150" fill="#eceeea"/><circle cx="75" cy="75" r="38" fill="none" stroke="#9aa39a" stroke-width="6"/><circle cx="75" cy="75" r="20" fill="none" stroke="#b8beb8" stroke-width="4"/></svg>',
  );
