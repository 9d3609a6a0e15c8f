/**
 * @generated SignedSource<<819590fe13291f7ccc54ba5397d236a8>>
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
export type useUpdateProfileMutation$variables = {
  input: UpdateProfileInput;
};
export type useUpdateProfileMutation$data = {
  readonly updateProfile: {
    readonly __typename: string;
    readonly ProfileBasics_profile?: {
      readonly " $fragmentSpreads": FragmentRefs<"ProfileBasics_profile">;
    } | null | undefined;
    readonly TwinSettings_profile?: {
      readonly " $fragmentSpreads": FragmentRefs<"TwinSettings_profile">;
    } | null | undefined;
    readonly id?: string;
    readonly refusal: {
      readonly " $fragmentSpreads": FragmentRefs<"fieldError_refusal">;
    } | null | undefined;
  };
};
export type useUpdateProfileMutation = {
  response: useUpdateProfileMutation$data;
  variables: useUpdateProfileMutation$variables;
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
  "name": "message",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/),
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
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ValidationError",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateProfileMutation",
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
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "TwinSettings_profile"
                    }
                  ],
                  "type": "Profile",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "TwinSettings_profile"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ProfileBasics_profile"
                    }
                  ],
                  "type": "Profile",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "ProfileBasics_profile"
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
                  "selections": (v5/*:: as any*/),
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
    "name": "useUpdateProfileMutation",
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
                "name": "displayName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "public",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hideFromSearch",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "embedOrigins",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "achievements",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "posts",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "photos",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "skills",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "projects",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "interests",
                "storageKey": null
              }
            ],
            "type": "Profile",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v5/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1117c3c07b60c1b2060361f1830f0f25",
    "id": null,
    "metadata": {},
    "name": "useUpdateProfileMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateProfileMutation(\n  $input: UpdateProfileInput!\n) {\n  updateProfile(input: $input) {\n    __typename\n    ... on Profile {\n      id\n      ...TwinSettings_profile\n      ...ProfileBasics_profile\n    }\n    ...fieldError_refusal\n  }\n}\n\nfragment ProfileBasics_profile on Profile {\n  id\n  displayName\n  username\n  public\n  interests\n}\n\nfragment TwinSettings_profile on Profile {\n  id\n  username\n  displayName\n  public\n  hideFromSearch\n  embedOrigins\n  sectionVisibility {\n    achievements\n    posts\n    photos\n    skills\n    projects\n  }\n}\n\nfragment fieldError_refusal on Error {\n  __isError: __typename\n  message\n  ... on ValidationError {\n    fieldErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b34f5f438c443964f4fad028f76487d7";

export default node;
