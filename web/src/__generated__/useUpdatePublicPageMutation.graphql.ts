/**
 * @generated SignedSource<<73da20d488492151fbc7a6df6f2cb689>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateProfileInput = {
  achievements?: ReadonlyArray<string> | null | undefined;
  autoCuration?: boolean | null | undefined;
  avatarUrl?: string | null | undefined;
  bio?: string | null | undefined;
  displayName?: string | null | undefined;
  embedOrigins?: ReadonlyArray<string> | null | undefined;
  hideFromSearch?: boolean | null | undefined;
  interests?: ReadonlyArray<string> | null | undefined;
  location?: string | null | undefined;
  metadata?: unknown | null | undefined;
  photos?: ReadonlyArray<string> | null | undefined;
  posts?: unknown | null | undefined;
  projects?: unknown | null | undefined;
  public?: boolean | null | undefined;
  publicFields?: ReadonlyArray<string> | null | undefined;
  sectionVisibility?: SectionVisibilityInput | null | undefined;
  skills?: ReadonlyArray<string> | null | undefined;
  title?: string | null | undefined;
  username?: string | null | undefined;
};
export type SectionVisibilityInput = {
  achievements?: boolean | null | undefined;
  photos?: boolean | null | undefined;
  posts?: boolean | null | undefined;
  projects?: boolean | null | undefined;
  skills?: boolean | null | undefined;
};
export type useUpdatePublicPageMutation$variables = {
  input: UpdateProfileInput;
};
export type useUpdatePublicPageMutation$data = {
  readonly updateProfile: {
    readonly __typename: string;
    readonly PublicPageEditor_profile?: {
      readonly " $fragmentSpreads": FragmentRefs<"PublicPageEditor_profile">;
    } | null | undefined;
    readonly displayName?: string | null | undefined;
    readonly id?: string;
    readonly refusal: {
      readonly " $fragmentSpreads": FragmentRefs<"fieldError_refusal">;
    } | null | undefined;
  };
};
export type useUpdatePublicPageMutation = {
  response: useUpdatePublicPageMutation$data;
  variables: useUpdatePublicPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "fieldErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ValidationError",
    "abstractKey": null
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "skills",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "achievements",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "photos",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "posts",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "projects",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdatePublicPageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "PublicPageEditor_profile"
                    }
                  ],
                  "type": "Profile",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "PublicPageEditor_profile"
              }
            ],
            "type": "Profile",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "fieldError_refusal",
                  "selections": (v6/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "refusal"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdatePublicPageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bio",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "location",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "avatarUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "interests",
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "autoCuration",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SectionVisibility",
                "kind": "LinkedField",
                "name": "sectionVisibility",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  (v10/*:: as any*/),
                  (v9/*:: as any*/),
                  (v7/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "Profile",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v6/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3acba34b863365c55aabef16b3165477",
    "id": null,
    "metadata": {},
    "name": "useUpdatePublicPageMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdatePublicPageMutation(\n  $input: UpdateProfileInput!\n) {\n  updateProfile(input: $input) {\n    __typename\n    ... on Profile {\n      id\n      displayName\n      ...PublicPageEditor_profile\n    }\n    ...fieldError_refusal\n  }\n}\n\nfragment PublicPageEditor_profile on Profile {\n  id\n  username\n  displayName\n  title\n  bio\n  location\n  avatarUrl\n  interests\n  skills\n  achievements\n  photos\n  posts\n  projects\n  autoCuration\n  sectionVisibility {\n    achievements\n    posts\n    photos\n    skills\n    projects\n  }\n}\n\nfragment fieldError_refusal on Error {\n  __isError: __typename\n  message\n  ... on ValidationError {\n    fieldErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "586b1058f61040e3f63473c46435dfce";

export default node;
