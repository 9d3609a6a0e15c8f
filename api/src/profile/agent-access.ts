/** The owner's own profile as their brain and Profile Pal reach it (agent/ports.ts ProfileAccess). */
import type { ProfileAccess } from '../agent/ports.js';
import type { Db } from '../db/client.js';
import { readProfile, updateProfile } from './profile-fields.js';
import { skipQuestion } from './profile-pal.js';

export function createProfileAccess(db: Db): ProfileAccess {
  return {
    read: (ownerId) => readProfile(db, ownerId),
    update: (ownerId, patch) => updateProfile(db, ownerId, patch),
    skip: (ownerId, field) => skipQuestion(db, ownerId, field),
  };
}
