/**
 * @generated SignedSource<<6cae7524ab155c5aa0670e3a8869ddd3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useMemorySuggestionMutationsDismissMutation$variables = {
  ids: ReadonlyArray<string>;
};
export type useMemorySuggestionMutationsDismissMutation$data = {
  readonly dismissMemorySuggestions: {
    readonly __typename: "DismissedMemorySuggestions";
    readonly ids: ReadonlyArray<string>;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMemorySuggestionMutationsDismissMutation = {
  response: useMemorySuggestionMutationsDismissMutation$data;
  variables: useMemorySuggestionMutationsDismissMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "dismissMemorySuggestions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ids",
            "storageKey": null
          }
        ],
        "type": "DismissedMemorySuggestions",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMemorySuggestionMutationsDismissMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMemorySuggestionMutationsDismissMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "a16af4218684a08a776ef4043dc0be0c",
    "id": null,
    "metadata": {},
    "name": "useMemorySuggestionMutationsDismissMutation",
    "operationKind": "mutation",
    "text": "mutation useMemorySuggestionMutationsDismissMutation(\n  $ids: [ID!]!\n) {\n  dismissMemorySuggestions(ids: $ids) {\n    __typename\n    ... on DismissedMemorySuggestions {\n      ids\n    }\n    ... on ValidationError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "97aae97dca92e4905f889e5fda7596dc";

export default node;
