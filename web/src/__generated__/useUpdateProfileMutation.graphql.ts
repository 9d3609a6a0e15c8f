/**
 * @generated SignedSource<<f4897201aca83046ed241b84860653b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
export type useUpdateProfileMutation$variables = {
  input: UpdateProfileInput;
};
export type useUpdateProfileMutation$data = {
  readonly updateProfile: {
    readonly __typename: "Profile";
    readonly displayName: string | null | undefined;
    readonly embedOrigins: ReadonlyArray<string>;
    readonly hideFromSearch: boolean;
    readonly id: string;
    readonly public: boolean;
    readonly publicProfileUrl: string | null | undefined;
    readonly sectionVisibility: {
      readonly achievements: boolean;
      readonly photos: boolean;
      readonly posts: boolean;
      readonly projects: boolean;
      readonly skills: boolean;
    };
    readonly username: string;
  } | {
    readonly __typename: "ValidationError";
    readonly field: string;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateProfile",
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
            "name": "id",
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
            "name": "publicProfileUrl",
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
          }
        ],
        "type": "Profile",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
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
    "name": "useUpdateProfileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateProfileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2ff92be72b879bc0f01dfd2d2bed601a",
    "id": null,
    "metadata": {},
    "name": "useUpdateProfileMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateProfileMutation(\n  $input: UpdateProfileInput!\n) {\n  updateProfile(input: $input) {\n    __typename\n    ... on Profile {\n      id\n      username\n      displayName\n      public\n      publicProfileUrl\n      hideFromSearch\n      embedOrigins\n      sectionVisibility {\n        achievements\n        posts\n        photos\n        skills\n        projects\n      }\n    }\n    ... on ValidationError {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ea10e2a72ec11baa0ff4c972b63697b8";

export default node;
