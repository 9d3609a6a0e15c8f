/**
 * What a tool that needs its person's yes returns instead of running: the loop sees it, stops the
 * turn and reports the call as waiting (agent/loop/tool-calls.ts). It never reaches the model.
 */
import type { PersonalToolInfo } from '../ports.js';

const MARK = Symbol.for('duet.approval-needed');

export interface ApprovalNeeded {
  [MARK]: true;
  tool: PersonalToolInfo;
}

export const approvalNeeded = (tool: PersonalToolInfo): ApprovalNeeded => ({ [MARK]: true, tool });

export const isApprovalNeeded = (value: unknown): value is ApprovalNeeded =>
  typeof value === 'object' && value !== null && MARK in value;
