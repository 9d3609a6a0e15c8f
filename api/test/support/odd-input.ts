/**
 * The odd inputs of the fuzz files (api/test/fuzz-graphql.test.ts and fuzz-rest-odd.test.ts): text
 * with an unpaired UTF-16 surrogate (legal JSON: "\ud800"), dates outside what a database stores,
 * ids that are no id of Duet's. Each GraphQL mutation gets them in every text, id and date it takes
 * (read from the schema); each REST route in its address, its query, a body of each field a route
 * reads and an export file.
 */
import type { GraphQLEnumType, GraphQLInputObjectType, GraphQLInputType, GraphQLType } from 'graphql';

export const SURROGATES = ['a\ud800b', '\udfff', 'end\udbff'];

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** Not base64, empty, huge, of a type Duet does not have, of a known type with a key no row has. */
export const ODD_IDS = [
  base64('Foo:bar'),
  'not base64!',
  '',
  'A'.repeat(10_000),
  base64(`Thread:${'x'.repeat(300)}`),
  base64('User:x'),
  base64('Step:'),
];

/** Past year 9999, before year 1, and seconds or milliseconds that no calendar reaches. */
export const ODD_DATES: Array<string | number> = [
  '+010000-01-01T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '275760-09-13T00:00:00.000Z',
  1e15,
  1e12,
  -1e12,
];

// The schema's types come from graphql's CommonJS build, the tests' from its ESM build: they are
// told apart by shape rather than with graphql's instanceof-based predicates.
type Wrapper = { ofType: GraphQLType };
export const isNonNullType = (type: GraphQLType): type is GraphQLType & Wrapper => type.toString().endsWith('!');
export const isListType = (type: GraphQLType): type is GraphQLType & Wrapper =>
  !isNonNullType(type) && type.toString().startsWith('[');
export const getNamedType = (type: GraphQLType): GraphQLType =>
  'ofType' in type ? getNamedType(type.ofType as GraphQLType) : type;
export const isEnumType = (type: GraphQLType): type is GraphQLEnumType => 'getValues' in type;
export const isInputObjectType = (type: GraphQLType): type is GraphQLInputObjectType =>
  'getFields' in type && !('getInterfaces' in type);
export const isScalarType = (type: GraphQLType) => 'serialize' in type && !isEnumType(type);

export interface OddCase {
  kind: 'surrogate' | 'id' | 'date';
  label: string;
  variables: Record<string, unknown>;
}

/** Real records to aim at, so that an odd value in one argument meets real ones in the others. */
export interface Baseline {
  id(argument: string, field: string): string;
}

/** A plausible value of a required input: the fuzzed one sits beside values that pass. */
function plausible(type: GraphQLInputType, name: string, field: string, base: Baseline, depth = 0): unknown {
  if (isNonNullType(type)) return plausible(type.ofType as GraphQLInputType, name, field, base, depth);
  if (isListType(type)) return [plausible(type.ofType as GraphQLInputType, name, field, base, depth + 1)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.name;
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter(
      (f) => isNonNullType(f.type) && f.defaultValue === undefined,
    );
    return depth > 3
      ? {}
      : Object.fromEntries(fields.map((f) => [f.name, plausible(f.type, f.name, field, base, depth + 1)]));
  }
  switch (named.toString()) {
    case 'ID':
      return base.id(name, field);
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'JSON':
      return {};
    case 'DateTime':
      return new Date(0).toISOString();
    default:
      return plausibleText(name);
  }
}

let fresh = 0;
/** Text that passes the rule of a field by its name: a new e-mail and username each time, a long password. */
function plausibleText(name: string): string {
  if (/email/i.test(name)) return `someone-${++fresh}@example.com`;
  if (/username/i.test(name)) return `someone-${++fresh}`;
  if (/password/i.test(name)) return 'a long enough password';
  return 'hello';
}

type Path = Array<string | number>;
interface Leaf {
  path: Path;
  scalar: string;
}

/** Every text, id, JSON and date input of a field's arguments, with the path to reach it. */
function leavesOf(type: GraphQLInputType, path: Path, depth = 0): Leaf[] {
  if (isNonNullType(type)) return leavesOf(type.ofType as GraphQLInputType, path, depth);
  if (isListType(type)) return leavesOf(type.ofType as GraphQLInputType, [...path, 0], depth + 1);
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    return depth > 3
      ? []
      : Object.values(named.getFields()).flatMap((f) => leavesOf(f.type, [...path, f.name], depth + 1));
  }
  const scalar = named.toString();
  return ['String', 'ID', 'JSON', 'DateTime'].includes(scalar) ? [{ path, scalar }] : [];
}

/** `value` at `path` inside `root`, creating the objects and lists on the way. */
function setAt(root: Record<string, unknown>, path: Path, value: unknown): void {
  let node: Record<string | number, unknown> = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = path[i + 1];
    const existing = node[key];
    if (typeof next === 'number') node[key] = Array.isArray(existing) ? existing : [];
    else node[key] = existing && typeof existing === 'object' && !Array.isArray(existing) ? existing : {};
    node = node[key] as Record<string | number, unknown>;
  });
}

/** The odd values one leaf is given: surrogates in text (and in JSON, keys too), odd ids, odd dates. */
function oddValuesOf(leaf: Leaf): Array<{ kind: OddCase['kind']; value: unknown }> {
  const texts = SURROGATES.map((value) => ({ kind: 'surrogate' as const, value }));
  switch (leaf.scalar) {
    case 'ID':
      return [...texts.slice(0, 1), ...ODD_IDS.map((value) => ({ kind: 'id' as const, value }))];
    case 'JSON':
      return [
        { kind: 'surrogate', value: { [SURROGATES[0]!]: SURROGATES[1], list: [SURROGATES[2]] } },
        ...texts.slice(0, 1),
      ];
    case 'DateTime':
      return ODD_DATES.map((value) => ({ kind: 'date' as const, value }));
    default:
      return texts;
  }
}

/** The odd cases of a mutation (or any field): one per leaf and odd value, the rest plausible. */
export function oddCases(
  field: {
    name: string;
    args: ReadonlyArray<{ name: string; type: GraphQLInputType; defaultValue?: unknown }>;
  },
  base: Baseline,
): OddCase[] {
  const cases: OddCase[] = [];
  for (const arg of field.args) {
    for (const leaf of leavesOf(arg.type, [arg.name])) {
      for (const { kind, value } of oddValuesOf(leaf)) {
        const variables: Record<string, unknown> = {};
        for (const a of field.args) {
          if (isNonNullType(a.type) && a.defaultValue === undefined)
            variables[a.name] = plausible(a.type, a.name, field.name, base);
        }
        setAt(variables, leaf.path, value);
        const shown =
          typeof value === 'string' && value.length > 40
            ? `${value.slice(0, 12)}…(${value.length})`
            : JSON.stringify(value);
        cases.push({ kind, label: `${leaf.path.join('.')}=${shown}`, variables });
      }
    }
  }
  return cases;
}

/** Fields the REST routes read from a JSON body, and the shape each takes. */
const BODY_FIELDS: Record<string, 'text' | 'list' | 'object'> = {
  email: 'text',
  password: 'text',
  current_password: 'text',
  new_password: 'text',
  username: 'text',
  display_name: 'text',
  timezone: 'text',
  about: 'text',
  token: 'text',
  name: 'text',
  agent_type: 'text',
  rating: 'text',
  comment: 'text',
  output: 'text',
  answer: 'text',
  value: 'text',
  content: 'text',
  mode: 'text',
  style: 'text',
  title: 'text',
  bio: 'text',
  location: 'text',
  avatar_url: 'text',
  interests: 'list',
  skills: 'list',
  achievements: 'list',
  photos: 'list',
  posts: 'list',
  projects: 'list',
  embed_origins: 'list',
  public_fields: 'list',
  metadata: 'object',
  twin_metadata: 'object',
};

/** The text fields a route may require beside the fuzzed one (register, login, reset, feedback…). */
const PLAUSIBLE_FIELDS = [
  'email',
  'password',
  'username',
  'display_name',
  'token',
  'name',
  'agent_type',
  'rating',
  'comment',
  'output',
  'content',
];

const DATE_KEYS = ['created_at', 'updated_at', 'since', 'until', 'before', 'after'];

export interface OddRequest {
  kind: OddCase['kind'];
  label: string;
  url: string;
  init: { body?: BodyInit; headers?: Record<string, string> };
}

/** A Claude export (api/src/conversations/import/claude.ts) with one odd date, or odd text. */
function claudeExport(key: string, at: string | number, text: string) {
  const message = (sender: string, i: number) => ({
    uuid: `${key}-${i}`,
    sender,
    text,
    content: [{ type: 'text', text }],
    created_at: at,
  });
  return JSON.stringify([
    {
      uuid: key,
      name: text,
      created_at: at,
      updated_at: at,
      chat_messages: [message('human', 0), message('assistant', 1)],
    },
  ]);
}

let exports = 0;
/** A multipart body with the file under both names a route takes ("file": import, "files": uploads). */
function exportFile(at: string | number, text: string): BodyInit {
  const body = new FormData();
  const json = claudeExport(`odd-${++exports}-${Date.now()}`, at, text);
  body.append('file', new Blob([json], { type: 'application/json' }), 'conversations.json');
  body.append('files', new Blob([json], { type: 'application/json' }), 'conversations.json');
  return body;
}

/**
 * A file whose name busboy decodes to an unpaired surrogate: `filename*` in UTF-16 (RFC 5987),
 * which browsers never send but any client may.
 */
function utf16Named(): { body: BodyInit; headers: Record<string, string> } {
  const part = (field: string) =>
    `--odd\r\nContent-Disposition: form-data; name="${field}"; filename*=utf-16le''%00%D8.txt\r\nContent-Type: text/plain\r\n\r\nhello\r\n`;
  return {
    body: `${part('file')}${part('files')}--odd--\r\n`,
    headers: { 'content-type': 'multipart/form-data; boundary=odd' },
  };
}

const json = (value: unknown) => ({
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});
const query = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

/**
 * The odd requests of a route: odd ids (and the UTF-8 of a surrogate) in each parameter of its
 * address; a query and, for a route that takes a body, a body of each field with surrogates; odd
 * dates in the query, the body and an export file. `param` gives a real value for a parameter.
 */
export function oddRequests(
  route: { method: string; path: string },
  param: (name: string, before: string) => string,
): OddRequest[] {
  const names = [...route.path.matchAll(/\/([^/]*)\/:([a-z_]+)/gi)].map((m) => [m[2]!, m[1]!] as const);
  const address = (odd?: { index: number; value: string }) => {
    let i = 0;
    return route.path.replace(/:[a-z_]+/gi, () => {
      const index = i++;
      return odd?.index === index ? odd.value : encodeURIComponent(param(names[index]![0], names[index]![1]));
    });
  };
  const hasBody = route.method !== 'GET';
  const empty = hasBody ? json({}) : {};
  const requests: OddRequest[] = [];
  names.forEach(([name], index) => {
    for (const id of ODD_IDS) {
      const shown = id.length > 40 ? `${id.slice(0, 12)}…(${id.length})` : JSON.stringify(id);
      requests.push({
        kind: 'id',
        label: `:${name}=${shown}`,
        url: address({ index, value: encodeURIComponent(id) }),
        init: empty,
      });
    }
    requests.push({
      kind: 'surrogate',
      label: `:${name}=%ED%A0%80`,
      url: address({ index, value: '%ED%A0%80' }),
      init: empty,
    });
  });
  const at = address();
  // Only JSON read from a query can hold a surrogate (URL decoding refuses its UTF-8): `elements`, `metadata`.
  const elements = encodeURIComponent(JSON.stringify([{ content: SURROGATES[0], name: SURROGATES[1] }]));
  const surrogateQuery = query({
    q: '%ED%A0%80',
    input: '%ED%A0%80',
    thread_id: encodeURIComponent(param('id', 'threads')),
    elements,
    metadata: encodeURIComponent(JSON.stringify({ k: SURROGATES[0] })),
  });
  requests.push({
    kind: 'surrogate',
    label: '?q=%ED%A0%80&input=%ED%A0%80&elements=[{"content":"a\\ud800b"…}]&metadata=…',
    url: `${at}?${surrogateQuery}`,
    init: empty,
  });
  const dateQuery = query(
    Object.fromEntries(DATE_KEYS.map((k, i) => [k, encodeURIComponent(String(ODD_DATES[i % ODD_DATES.length]))])),
  );
  requests.push({
    kind: 'date',
    label: `?${dateQuery}`,
    url: `${at}?${dateQuery}&after_seq=1e15`,
    init: empty,
  });
  if (!hasBody) return requests;
  // Each field alone (a route whose rule takes no other field), and each text among plausible others.
  for (const [field, shape] of Object.entries(BODY_FIELDS)) {
    const odd =
      shape === 'text'
        ? SURROGATES[0]
        : shape === 'list'
          ? [SURROGATES[0], SURROGATES[1]]
          : { [SURROGATES[0]!]: SURROGATES[1] };
    requests.push({
      kind: 'surrogate',
      label: `{${field}: ${JSON.stringify(odd)}}`,
      url: at,
      init: json({ [field]: odd }),
    });
    if (shape !== 'text') continue;
    const others = Object.fromEntries(
      PLAUSIBLE_FIELDS.map((f) => [f, f === 'agent_type' ? 'private_brain' : f === 'rating' ? 'up' : plausibleText(f)]),
    );
    requests.push({
      kind: 'surrogate',
      label: `{…, ${field}: ${JSON.stringify(odd)}}`,
      url: at,
      init: json({ ...others, [field]: odd }),
    });
  }
  const dates = Object.fromEntries(DATE_KEYS.map((k, i) => [k, ODD_DATES[i % ODD_DATES.length]]));
  requests.push({ kind: 'date', label: JSON.stringify(dates), url: at, init: json(dates) });
  for (const date of ODD_DATES)
    requests.push({
      kind: 'date',
      label: `export dated ${date}`,
      url: at,
      init: { body: exportFile(date, 'hello') },
    });
  requests.push({
    kind: 'surrogate',
    label: "a file named filename*=utf-16le''%00%D8.txt",
    url: at,
    init: utf16Named(),
  });
  requests.push({
    kind: 'surrogate',
    label: 'export with surrogates',
    url: at,
    init: { body: exportFile('2024-03-05T09:00:00Z', SURROGATES[0]!) },
  });
  return requests;
}
