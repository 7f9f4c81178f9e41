// CSS imported as text (`import css from './x.css?inline'`): Vite, Storybook and vitest do this
// natively; tsup.config.ts has a small esbuild plugin for it.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
