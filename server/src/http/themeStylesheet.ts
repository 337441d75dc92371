/**
 * Mantine's theme variables and global classes as one stylesheet with a
 * content-hashed name, instead of two <style> elements in every page's head:
 * about 9 KB that each page carried again (a quarter of the home page's HTML)
 * are downloaded once and kept by the browser for a year. The theme never
 * changes while the process runs, so the name changes only with the build.
 */
import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { sendBody } from './sendBody';

export interface ThemeStylesheet {
  /** The URL path it is served at, e.g. /tema-1a2b3c4d5e.css. */
  path: string;
  /** The <link> element for a page's head. */
  link: string;
  /** Answers a GET for `path`. */
  serve(req: Request, res: Response): Promise<void>;
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/** The stylesheet made of the CSS inside `styleElements` (web/src/entry-server.tsx: themeStyles()). */
export function themeStylesheet(styleElements: string): ThemeStylesheet {
  const css = [...styleElements.matchAll(STYLE_ELEMENT)].map((match) => match[1]).join('\n');
  const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 10);
  const path = `/tema-${hash}.css`;
  return {
    path,
    link: `<link rel="stylesheet" href="${path}" />`,
    async serve(req, res) {
      res.status(200);
      res.setHeader('Content-Type', 'text/css; charset=utf-8');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      await sendBody(req, res, css);
    },
  };
}
