/** Imports every domain file and builds the schema. */
import { builder } from './builder.js';
import './errors.js';
import './node.js';
import './user.js';
import './auth.js';
import './single-sign-on.js';
import './step.js';
import './thread.js';
import './run.js';
import './profile.js';
import './profile-pal.js';
import './profile-suggestions.js';
import './twin.js';
import './twin-owner.js';
import './twin-embed.js';
import './memory.js';
import './notification.js';
import './account.js';
import './account-changes.js';
import './monitoring.js';
import './upload.js';
import './conversations.js';
import './ai-models.js';
import './ai-admin.js';
import './usage.js';
import './admin.js';

export const schema = builder.toSchema({ sortSchema: true });
