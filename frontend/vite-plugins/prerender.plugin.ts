import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rolldown, ViteBuilder } from 'vite';
import { precompressFile } from './precompress.plugin';

// The server entry's build, imported once to render the pages and then removed.
const SERVER_OUT_DIR = 'node_modules/.vite/prerender';
const SERVER_ENTRY = 'src/app/prerender.tsx';
// Where the pages go inside the client's outDir; the backend serves `pages/<path, lower case>.html`
// for the matching address (backend/src/common/http/static-assets.ts).
const PAGES_DIR = 'pages';

interface ServerEntry {
  PRERENDERED_PAGES: readonly { path: string; module: string }[];
  renderPage(path: string): Promise<string>;
}

/**
 * Writes the public pages as HTML at build time, so a phone paints them before any JavaScript runs
 * (main.tsx then hydrates them). `vite build` builds the client, then `src/app/prerender.tsx` for
 * Node, renders each page of PRERENDERED_PAGES into the client's index.html, with the page's own
 * chunks and styles linked from its head, and compresses it as precompress() does.
 */
export function prerender(): Plugin {
  return {
    name: 'samvida-prerender',
    apply: 'build',
    config: () => ({
      // `builder` makes `vite build` build every environment through buildApp below.
      builder: {},
      environments: {
        ssr: {
          build: { ssr: SERVER_ENTRY, outDir: SERVER_OUT_DIR, emptyOutDir: true, copyPublicDir: false },
        },
      },
    }),
    buildApp: async (builder) => {
      const clientOutput = await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
      await writePages(builder, bundleOf(clientOutput));
    },
  };
}

async function writePages(builder: ViteBuilder, bundle: Rolldown.OutputChunk[]): Promise<void> {
  const { root, build } = builder.environments.client!.config;
  const outDir = path.resolve(root, build.outDir);
  const serverOutDir = path.resolve(root, SERVER_OUT_DIR);
  const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const server = (await import(pathToFileURL(path.join(serverOutDir, 'prerender.js')).href)) as ServerEntry;
  mkdirSync(path.join(outDir, PAGES_DIR), { recursive: true });
  for (const page of server.PRERENDERED_PAGES) {
    const body = await server.renderPage(page.path);
    // A screen sent apart with a script to put it in place would stay hidden (see renderPage).
    if (/<script|<template/.test(body)) throw new Error(`prerender: ${page.path} did not render in place`);
    const html = pageHtml(shell, body, assetsOf(bundle, path.resolve(root, page.module)));
    const file = path.join(outDir, PAGES_DIR, pageFileName(page.path));
    writeFileSync(file, html);
    precompressFile(file);
  }
  rmSync(serverOutDir, { recursive: true, force: true });
}

/** `/` is `index.html`; `/SelectTemplate` is `selecttemplate.html` (routes match in any case). */
function pageFileName(urlPath: string): string {
  return `${urlPath === '/' ? 'index' : urlPath.slice(1).toLowerCase()}.html`;
}

function bundleOf(output: Awaited<ReturnType<ViteBuilder['build']>>): Rolldown.OutputChunk[] {
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((each) => each.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk'));
}

/**
 * The route module's chunk and every chunk it imports statically, with their styles: what the
 * page needs once its script runs. Linked up front they load beside the entry, not after it.
 */
function assetsOf(bundle: Rolldown.OutputChunk[], moduleFile: string): { scripts: string[]; styles: string[] } {
  const byName = new Map(bundle.map((chunk) => [chunk.fileName, chunk]));
  const route = bundle.find((chunk) => chunk.facadeModuleId === moduleFile);
  if (!route) throw new Error(`prerender: no chunk for ${moduleFile}`);
  const seen = new Set<Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk) || chunk.isEntry) return;
    seen.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  visit(route);
  const chunks = [...seen];
  return {
    scripts: chunks.map((chunk) => chunk.fileName),
    styles: chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
  };
}

// React writes a screen's <title> where the screen renders it; in the file it belongs in the head.
const TITLE = /<title>[^<]*<\/title>/;

function pageHtml(shell: string, body: string, assets: { scripts: string[]; styles: string[] }): string {
  const title = TITLE.exec(body)?.[0];
  const links = [
    ...assets.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
  return shell
    .replace(TITLE, () => title ?? '<title>Samvida</title>')
    .replace('</head>', () => `${links}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body.replace(TITLE, '')}</div>`);
}
