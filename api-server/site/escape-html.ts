// Text placed into the HTML pages the server writes (the composed CMS pages, /cms/widgets, the new-site
// refusals): the five characters that could open markup or leave an attribute, as numeric references.
// Mails keep their own named-entity version (api-server/mail/layout.ts), which their tests read.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
