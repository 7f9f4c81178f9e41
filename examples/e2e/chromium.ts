// Debian's Chromium (never a downloaded browser) and the flags every suite launches it with: the browser
// journeys, the Storybook suite (vitest.storybook.config.ts) and the search benchmark. Without the
// network flags Chromium keeps dialling out on this closed network (shared/notes/toolchain.md).
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--headless=new',
];
