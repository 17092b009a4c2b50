import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Text files worth compressing; images and fonts are compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this a compressed copy saves less than the extra header lines cost.
const MIN_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function compressFile(file: string): Promise<void> {
  const source = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that saves next to nothing is not worth a second file.
  if (br.length < source.length * 0.9) await fs.writeFile(`${file}.br`, br);
  if (gz.length < source.length * 0.9) await fs.writeFile(`${file}.gz`, gz);
}

// Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, once, at
// build time (the maximum levels: too slow per request, free here). The server sends the one
// the browser's Accept-Encoding allows (apps/server/src/plugins/static.ts).
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
      const large = await Promise.all(files.map(async (file) => ((await fs.stat(file)).size >= MIN_BYTES ? file : null)));
      await Promise.all(large.filter((file) => file !== null).map(compressFile));
    },
  };
}
