/**
 * @generated SignedSource<<194b8561d25117bffa138bdc239e9206>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateProfileInput = {
  achievements?: ReadonlyArray<string> | null | undefined;
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
export type useSettingsMutationsProfileMutation$variables = {
  input: UpdateProfileInput;
};
export type useSettingsMutationsProfileMutation$data = {
  readonly updateProfile: {
    readonly __typename: "Profile";
    readonly ProfileBasics_profile: {
      readonly " $fragmentSpreads": FragmentRefs<"ProfileBasics_profile">;
    } | null | undefined;
    readonly id: string;
  } | {
    readonly __typename: "ValidationError";
    readonly field: string;
    readonly fieldErrors: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSettingsMutationsProfileMutation = {
  response: useSettingsMutationsProfileMutation$data;
  variables: useSettingsMutationsProfileMutation$variables;
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
  "name": "field",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fieldErrors",
      "plural": true,
      "selections": [
        (v4/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSettingsMutationsProfileMutation",
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
          (v6/*:: as any*/)
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
    "name": "useSettingsMutationsProfileMutation",
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
                "name": "displayName",
                "storageKey": null
              },
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
                "name": "public",
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
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9989f892f8f39c01da1647b33fcc0cf4",
    "id": null,
    "metadata": {},
    "name": "useSettingsMutationsProfileMutation",
    "operationKind": "mutation",
    "text": "mutation useSettingsMutationsProfileMutation(\n  $input: UpdateProfileInput!\n) {\n  updateProfile(input: $input) {\n    __typename\n    ... on Profile {\n      id\n      ...ProfileBasics_profile\n    }\n    ... on ValidationError {\n      field\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n}\n\nfragment ProfileBasics_profile on Profile {\n  id\n  displayName\n  username\n  public\n  interests\n}\n"
  }
};
})();

(node as any).hash = "1579a79a4e3488f59e46d6f16e33e755";

export default node;
