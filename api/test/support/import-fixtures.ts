/**
 * Hand-built exports in the shapes ChatGPT, Claude and Duet write (see
 * api/src/conversations/import/): small, with branches where the format has them; and a ZIP
 * whose entry unpacks to far more than it holds.
 */
import { once } from 'node:events';
import { createDeflateRaw } from 'node:zlib';
import { strToU8 } from 'fflate';
const T0 = Date.UTC(2024, 2, 5, 9, 0, 0) / 1000; // 2024-03-05T09:00:00Z in unix seconds

function node(id: string, parent: string | null, children: string[], message: Record<string, unknown> | null) {
  return { id, parent, children, message };
}

function msg(id: string, role: string, at: number, parts: unknown[], extra: Record<string, unknown> = {}) {
  return {
    id,
    author: { role, name: null, metadata: {} },
    create_time: at,
    update_time: null,
    content: { content_type: 'text', parts },
    status: 'finished_successfully',
    end_turn: role === 'assistant' ? true : null,
    weight: 1,
    metadata: role === 'assistant' ? { model_slug: 'gpt-4o', finish_details: { type: 'stop' } } : {},
    recipient: 'all',
    ...extra,
  };
}

/**
 * "Green tea": a regenerated first answer (a1 → a1b), an edited second prompt (u2 → u2b), hidden
 * context, a tool call between two parts of the last answer; current_node on the newest branch.
 */
export function chatGptBranched() {
  const hidden = { metadata: { is_visually_hidden_from_conversation: true } };
  const mapping = {
    root: node('root', null, ['sys'], null),
    sys: node('sys', 'root', ['ctx'], msg('sys', 'system', T0, [''], hidden)),
    ctx: node('ctx', 'sys', ['u1'], {
      ...msg('ctx', 'user', T0, [], hidden),
      content: { content_type: 'user_editable_context', user_profile: 'I like tea', user_instructions: '' },
    }),
    u1: node('u1', 'ctx', ['a1', 'a1b'], msg('u1', 'user', T0 + 10, ['How do I brew green tea?'])),
    a1: node('a1', 'u1', [], msg('a1', 'assistant', T0 + 20, ['Use boiling water.'])),
    a1b: node(
      'a1b',
      'u1',
      ['u2', 'u2b'],
      msg('a1b', 'assistant', T0 + 30, ['Use water at about 80 °C for two minutes.']),
    ),
    u2: node('u2', 'a1b', ['a2'], msg('u2', 'user', T0 + 40, ['What about oolong?'])),
    a2: node('a2', 'u2', [], msg('a2', 'assistant', T0 + 50, ['Oolong likes 90 °C.'])),
    u2b: node('u2b', 'a1b', ['call'], msg('u2b', 'user', T0 + 60, ['What about matcha?'])),
    call: node('call', 'u2b', ['a3'], {
      ...msg('call', 'assistant', T0 + 70, []),
      content: { content_type: 'code', language: 'unknown', text: 'search("matcha temperature")' },
      recipient: 'browser',
    }),
    a3: node('a3', 'call', ['tool'], msg('a3', 'assistant', T0 + 80, ['Whisk matcha with 70 °C water until frothy.'])),
    tool: node('tool', 'a3', ['a3b'], {
      ...msg('tool', 'tool', T0 + 85, ['Result: serve immediately']),
      author: { role: 'tool', name: 'browser', metadata: {} },
    }),
    a3b: node('a3b', 'tool', [], msg('a3b', 'assistant', T0 + 90, ['Serve it right away.'])),
  };
  return {
    title: 'Green tea',
    create_time: T0,
    update_time: T0 + 90.5,
    mapping,
    moderation_results: [],
    current_node: 'a3b',
    plugin_ids: null,
    conversation_id: 'conv-green-tea',
    conversation_template_id: null,
    gizmo_id: null,
    is_archived: false,
    safe_urls: [],
    id: 'conv-green-tea',
  };
}

/** A linear conversation with an image, under `id` only. */
export function chatGptLinear(id = 'conv-lisbon', title = 'Trip to Lisbon') {
  return {
    id,
    title,
    create_time: T0 + 3600,
    update_time: T0 + 3700,
    current_node: 'b2',
    mapping: {
      r: node('r', null, ['b1'], null),
      b1: node('b1', 'r', ['b2'], {
        ...msg('b1', 'user', T0 + 3600, [
          { content_type: 'image_asset_pointer', asset_pointer: 'file-service://x' },
          'Where can I see azulejos?',
        ]),
        content: {
          content_type: 'multimodal_text',
          parts: [
            { content_type: 'image_asset_pointer', asset_pointer: 'file-service://x' },
            'Where can I see azulejos?',
          ],
        },
      }),
      b2: node('b2', 'b1', [], msg('b2', 'assistant', T0 + 3700, ['The National Tile Museum in Lisbon.'])),
    },
  };
}

export const chatGptExport = () => [chatGptBranched(), chatGptLinear()];

export function claudeExport() {
  return [
    {
      uuid: '6f1c2a4e-0000-4000-8000-000000000001',
      name: 'Sourdough starter',
      created_at: '2024-04-01T08:00:00.000000Z',
      updated_at: '2024-04-01T08:05:00.000000Z',
      account: { uuid: 'acc-1' },
      chat_messages: [
        {
          uuid: 'c-m1',
          text: 'How often should I feed my starter?',
          content: [{ type: 'text', text: 'How often should I feed my starter?' }],
          sender: 'human',
          created_at: '2024-04-01T08:00:00.000000Z',
          updated_at: '2024-04-01T08:00:00.000000Z',
          attachments: [],
          files: [],
        },
        {
          uuid: 'c-m2',
          text: '',
          content: [
            { type: 'thinking', thinking: 'hmm' },
            { type: 'text', text: 'Once a day at room temperature; weekly in the fridge.' },
          ],
          sender: 'assistant',
          created_at: '2024-04-01T08:00:30.000000Z',
          updated_at: '2024-04-01T08:00:30.000000Z',
          attachments: [],
          files: [],
        },
      ],
    },
    {
      uuid: '6f1c2a4e-0000-4000-8000-000000000002',
      name: '',
      created_at: '2024-04-02T10:00:00.000000Z',
      updated_at: '2024-04-02T10:01:00.000000Z',
      chat_messages: [
        { uuid: 'c-m3', text: 'Name a good kvetch synonym', sender: 'human', created_at: '2024-04-02T10:00:00Z' },
        { uuid: 'c-m4', text: 'Grumble.', sender: 'assistant', created_at: '2024-04-02T10:01:00Z' },
      ],
    },
  ];
}

/** One Duet conversation: the first answer regenerated, the old one shown. */
export function duetConversation(id = 'duet-thread-1') {
  const at = (s: number) => new Date(Date.UTC(2024, 5, 1, 12, 0, s)).toISOString();
  return {
    format: 'duet.conversation',
    version: 1,
    exported_at: at(59),
    thread: {
      id,
      name: 'Bike repair',
      agent_type: 'private_brain',
      thread_type: 'private_chat',
      created_at: at(0),
      updated_at: at(30),
      pinned: true,
    },
    messages: [
      {
        id: 'd1',
        parent_id: null,
        role: 'user',
        text: 'My chain keeps slipping',
        created_at: at(1),
        sibling_index: 0,
        on_branch: true,
      },
      {
        id: 'd2',
        parent_id: 'd1',
        role: 'assistant',
        text: 'Check the derailleur hanger.',
        created_at: at(2),
        sibling_index: 0,
        on_branch: true,
        model: 'duet-local',
      },
      {
        id: 'd3',
        parent_id: 'd1',
        role: 'assistant',
        text: 'Replace the cassette.',
        created_at: at(3),
        sibling_index: 1,
        on_branch: false,
      },
      {
        id: 'd4',
        parent_id: 'd2',
        role: 'user',
        text: 'It was bent, thanks!',
        created_at: at(4),
        sibling_index: 0,
        on_branch: true,
      },
    ],
  };
}

/** A one-entry ZIP around already deflated bytes (its CRC is not checked on reading). */
export function zipOfDeflated(name: string, deflated: Uint8Array, size: number): Uint8Array {
  const nameBytes = strToU8(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + nameBytes.length, 12);
  end.writeUInt32LE(30 + nameBytes.length + deflated.length, 16);
  return Buffer.concat([local, nameBytes, deflated, central, nameBytes, end]);
}

/** `megabytes` MB of spaces, raw-deflated a megabyte at a time. */
export async function deflatedSpaces(megabytes: number): Promise<Uint8Array> {
  const deflate = createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const piece = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < megabytes; i++) if (!deflate.write(piece)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(out);
}
