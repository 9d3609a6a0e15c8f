/**
 * The languages chat messages highlight (lowlight's `common` set has 37; these cover what
 * people paste into a chat). Swapped in for 'lowlight' by web/vite.config.ts to keep the chat
 * route within its bundle budget.
 */
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';

export { createLowlight } from 'lowlight-core';

export const common = { bash, css, javascript, json, python, typescript, xml };
export const all = common;
