/**
 * @generated SignedSource<<b1e1cd9af4e67e714269d4ffb9c0718a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StepSources_step$data = {
  readonly basedOn: ReadonlyArray<string>;
  readonly sources: ReadonlyArray<{
    readonly documentId: string;
    readonly href: string;
    readonly title: string;
    readonly where: string | null | undefined;
  }>;
  readonly " $fragmentType": "StepSources_step";
};
export type StepSources_step$key = {
  readonly " $data"?: StepSources_step$data;
  readonly " $fragmentSpreads": FragmentRefs<"StepSources_step">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "StepSources_step"
};

(node as any).hash = "e8769534b60c3eb2a76606395d7367af";

export default node;
