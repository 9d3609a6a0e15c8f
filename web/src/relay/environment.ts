/** The one Relay environment of the app (a module singleton, so route loaders can use it). */
import { Environment, RecordSource, Store } from 'relay-runtime';
import { onForcedLogout } from '../session/forced-logout';
import { createNetwork } from './network';

function createEnvironment() {
  return new Environment({
    network: createNetwork(),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
  });
}

export const environment = createEnvironment();

// Forced logout drops every record the client holds before the page is replaced.
onForcedLogout(() => {
  const source = environment.getStore().getSource();
  for (const id of source.getRecordIDs()) (source as RecordSource).remove(id);
});
