import { describe, expect, it } from "vitest";
import { oidcUserId, profileFromClaims, uuidV5 } from "./oidc-users.ts";

describe("uuidV5", () => {
  it("matches the RFC 9562 / Python uuid.uuid5 value for a known name", () => {
    // uuid.uuid5(uuid.NAMESPACE_DNS, "www.example.com")
    expect(uuidV5("www.example.com", "6ba7b810-9dad-11d1-80b4-00c04fd430c8")).toBe(
      "2ed6657d-e927-568b-95e1-2665a8aea6a2",
    );
  });
});

describe("oidcUserId", () => {
  it("is stable for one issuer + sub and differs across issuers and subjects", () => {
    const id = oidcUserId("https://idp.example.edu/realms/staff", "248289761001");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(oidcUserId("https://idp.example.edu/realms/staff", "248289761001")).toBe(id);
    expect(oidcUserId("https://idp.example.edu/realms/students", "248289761001")).not.toBe(id);
    expect(oidcUserId("https://idp.example.edu/realms/staff", "248289761002")).not.toBe(id);
  });
});

describe("profileFromClaims", () => {
  it("maps the standard claims, lower-casing the email", () => {
    expect(
      profileFromClaims({
        email: " Jane.Doe@Example.EDU ",
        given_name: "Jane",
        family_name: "Doe",
        picture: "https://idp.example.edu/jane.jpg",
      }),
    ).toEqual({
      email: "jane.doe@example.edu",
      firstName: "Jane",
      lastName: "Doe",
      profileImageUrl: "https://idp.example.edu/jane.jpg",
    });
  });

  it("splits `name` when given_name and family_name are absent (Entra ID's default)", () => {
    expect(profileFromClaims({ name: "Ada King Lovelace" })).toMatchObject({
      firstName: "Ada",
      lastName: "King Lovelace",
    });
    expect(profileFromClaims({ name: "Plato" })).toMatchObject({ firstName: "Plato", lastName: undefined });
  });

  it("leaves out what is absent or unusable: no email without @, no http: picture", () => {
    expect(profileFromClaims({ email: "jdoe", picture: "http://insecure.example/p.png", given_name: 42 })).toEqual({
      email: undefined,
      firstName: undefined,
      lastName: undefined,
      profileImageUrl: undefined,
    });
  });
});
