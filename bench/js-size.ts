/**
 * The JavaScript a first visit to a page downloads, read from the production build's Remix
 * manifest (build/client/assets/manifest-*.js): the entry client and its imports, then the
 * module and imports of every route the address matches (root first), each
 * file counted once, at its gzip size (zlib level 9, so the figure is the same on every run).
 * The framework alone is the entry client and its imports: React, ReactDOM and Remix, which
 * every page loads before any route code. The service worker (sw.js) is left out: it is
 * fetched in the background after the page has loaded, not by the page. So is the manifest
 * file: with lazy route discovery (vite.config.ts) the page carries the part of the manifest
 * it needs inline in its HTML and never downloads the file.
 *
 * Shared by bench/web.ts (beside the framework alone) and scripts/js-budget.ts (against
 * bench/js-budget.json). Sizes are in bytes; the tables print KB of 1,000 bytes, as Vite does.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes } from "@remix-run/react";

type RouteObject = Parameters<typeof matchRoutes>[0][number];

export const GZIP_LEVEL = 9;

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
  imports?: string[];
};

export type RemixManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
  url?: string;
};

export type JsFile = { file: string; bytes: number; gzip: number };

export type JsSize = {
  /** The address measured, or "framework" for the entry client and its imports. */
  target: string;
  /** The route ids matched, root first (none for the framework alone). */
  routes: string[];
  files: JsFile[];
  bytes: number;
  gzip: number;
};

/** The build's Remix manifest. */
export function readManifest(buildDir = "build"): { manifest: RemixManifest } {
  const assets = path.join(buildDir, "client", "assets");
  let names: string[];
  try {
    names = readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  } catch {
    throw new Error(`No client build in ${assets}: run \`npm run build\` first`);
  }
  if (names.length !== 1) {
    throw new Error(`Expected one manifest-*.js in ${assets}, found ${names.length}: run \`npm run build\` again`);
  }
  const source = readFileSync(path.join(assets, names[0]), "utf8").trim();
  const json = source.replace(/^window\.__remixManifest\s*=\s*/, "").replace(/;$/, "");
  return { manifest: JSON.parse(json) as RemixManifest };
}

/** The manifest's routes as a React Router tree, so addresses match as Remix matches them. */
function routeTree(manifest: RemixManifest): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest.routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: children(route.id) },
      );
  return children(undefined);
}

/** Sizes files once each, however many routes import them. */
class Sizer {
  private cache = new Map<string, JsFile>();
  constructor(private clientDir: string) {}

  size(files: Iterable<string>): Pick<JsSize, "files" | "bytes" | "gzip"> {
    const unique = [...new Set(files)];
    const sized = unique.map((file) => {
      let known = this.cache.get(file);
      if (!known) {
        const content = readFileSync(path.join(this.clientDir, file.replace(/^\//, "")));
        known = { file, bytes: content.length, gzip: gzipSync(content, { level: GZIP_LEVEL }).length };
        this.cache.set(file, known);
      }
      return known;
    });
    return {
      files: sized,
      bytes: sized.reduce((sum, file) => sum + file.bytes, 0),
      gzip: sized.reduce((sum, file) => sum + file.gzip, 0),
    };
  }
}

/** Measures first-visit JavaScript for addresses of one build. */
export function jsSizes(buildDir = "build") {
  const { manifest } = readManifest(buildDir);
  const sizer = new Sizer(path.join(buildDir, "client"));
  const tree = routeTree(manifest);
  const entryFiles = [manifest.entry.module, ...manifest.entry.imports];

  return {
    /** React, ReactDOM and Remix: the entry client and its imports, without any route. */
    framework(): JsSize {
      return { target: "framework", routes: [], ...sizer.size(entryFiles) };
    },
    /** Every script a first visit to this address downloads. */
    firstVisit(address: string): JsSize {
      const matches = matchRoutes(tree, address);
      if (!matches) throw new Error(`No route of the build matches ${address}`);
      const ids = matches.map((match) => match.route.id as string);
      const routeFiles = ids.flatMap((id) => {
        const route = manifest.routes[id];
        return [route.module, ...(route.imports ?? [])];
      });
      return { target: address, routes: ids, ...sizer.size([...entryFiles, ...routeFiles]) };
    },
  };
}

/** KB of 1,000 bytes, one decimal, as the tables print it. */
export function kb(bytes: number) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
