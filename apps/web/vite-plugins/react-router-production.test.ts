import { createRequire } from 'node:module';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionBuildOf } from './react-router-production';

describe("react-router's production build", () => {
  it('is found beside the development build the package exports', () => {
    const development = createRequire(import.meta.url).resolve('react-router');
    expect(development).toMatch(/[\\/]dist[\\/]development[\\/]/);
    const production = productionBuildOf(development);
    expect(production).toMatch(/[\\/]dist[\\/]production[\\/]/);
    // The same router with its development checks off.
    expect(fs.readFileSync(production as string, 'utf8')).not.toBe(fs.readFileSync(development, 'utf8'));
  });

  it('leaves a path that is not a development build alone', () => {
    expect(productionBuildOf('/x/node_modules/react/index.js')).toBeNull();
  });
});
