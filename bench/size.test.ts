import { describe, expect, it } from 'vitest';
import { closure, staticImports } from './size.js';

describe('bundle closure', () => {
  it('finds minified static imports and re-exports, not dynamic imports', () => {
    const code = `import {a,b as c}from'../chunks/chunk-A.js';import"./side.js";export*from"./re.js";const x=()=>import('./lazy.js');`;
    expect(staticImports(code)).toEqual(['../chunks/chunk-A.js', './side.js', './re.js']);
  });

  it('follows imports transitively, each file once', () => {
    const files: Record<string, string> = {
      '/d/shop-widgets.js': `import {x}from'./chunks/core.js';import('./elements/a.js')`,
      '/d/elements/a.js': `import {y}from'../chunks/shared.js';import {x}from'../chunks/core.js';`,
      '/d/chunks/shared.js': `import {x}from'./core.js';`,
      '/d/chunks/core.js': `export const x=1;`,
    };
    const got = closure(['/d/shop-widgets.js', '/d/elements/a.js'], (f) => files[f]!);
    expect(got.sort()).toEqual(['/d/chunks/core.js', '/d/chunks/shared.js', '/d/elements/a.js', '/d/shop-widgets.js']);
  });
});
