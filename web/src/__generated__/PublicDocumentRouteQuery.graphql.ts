/**
 * @generated SignedSource<<83f9deb70dccd3b5b67ae6ab218a37d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PublicDocumentRouteQuery$variables = {
  id: string;
  username: string;
};
export type PublicDocumentRouteQuery$data = {
  readonly publicDocument: {
    readonly fileUrl: string | null | undefined;
    readonly kind: string | null | undefined;
    readonly pages: number | null | undefined;
    readonly passages: ReadonlyArray<{
      readonly heading: string | null | undefined;
      readonly id: string;
      readonly page: number | null | undefined;
      readonly text: string;
    }>;
    readonly sourceUrl: string | null | undefined;
    readonly title: string;
  } | null | undefined;
};
export type PublicDocumentRouteQuery = {
  response: PublicDocumentRouteQuery$data;
  variables: PublicDocumentRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "username"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "username",
    "variableName": "username"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pages",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sourceUrl",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fileUrl",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "DocumentPassage",
  "kind": "LinkedField",
  "name": "passages",
  "plural": true,
  "selections": [
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "page",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heading",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PublicDocumentRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "PublicDocument",
        "kind": "LinkedField",
        "name": "publicDocument",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PublicDocumentRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "PublicDocument",
        "kind": "LinkedField",
        "name": "publicDocument",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d4972b1ae22845ab079636d97f06cc18",
    "id": null,
    "metadata": {},
    "name": "PublicDocumentRouteQuery",
    "operationKind": "query",
    "text": "query PublicDocumentRouteQuery(\n  $username: String!\n  $id: ID!\n) {\n  publicDocument(username: $username, id: $id) {\n    title\n    kind\n    pages\n    sourceUrl\n    fileUrl\n    passages {\n      id\n      page\n      heading\n      text\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f8de6c2754f9c308473eee789730e5d1";

export default node;
