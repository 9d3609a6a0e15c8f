// What .ci/container-check asks of Duet's container, over REST as any client would:
//   node .ci/container-journey.mjs <base url> write <state file>   sign up, send a message, read it back
//   node .ci/container-journey.mjs <base url> read <state file>    read it again (after a restart)
// Exits non-zero with a message on anything unexpected.
import fs from 'node:fs';

const [base, phase, stateFile] = process.argv.slice(2);
const MESSAGE = 'Remember that the container keeps my notes safe';

function fail(message) {
  console.error(`container journey (${phase}): ${message}`);
  process.exit(1);
}

async function call(method, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) fail(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return path.includes('/stream') ? text : JSON.parse(text);
}

/** The conversation's user message and the answer to it, or a failure naming what is missing. */
async function readBack(token, threadId) {
  const { steps } = await call('GET', `/api/v1/chat/threads/${threadId}/history`, token);
  const sent = steps.find((s) => s.step_type === 'USER_MESSAGE' && s.input === MESSAGE);
  const answer = steps.find((s) => s.step_type === 'ASSISTANT_MESSAGE' && s.status === 'completed' && s.output);
  if (!sent) fail(`the message is not in the conversation: ${JSON.stringify(steps).slice(0, 300)}`);
  if (!answer) fail(`no completed answer in the conversation: ${JSON.stringify(steps).slice(0, 300)}`);
  return answer.output;
}

if (phase === 'write') {
  const signedUp = await call('POST', '/api/v1/auth/register', null, {
    email: 'container-check@example.com',
    username: 'container-check',
    password: 'a long enough passphrase for CI',
    display_name: 'Container Check',
  });
  const { thread_id: threadId } = await call('POST', '/api/v1/chat/private-brain/start', signedUp.token);
  // The answer streams as server-sent events until its `done` event (the stream then ends).
  const stream = await call(
    'GET',
    `/api/v1/chat/stream?thread_id=${threadId}&input=${encodeURIComponent(MESSAGE)}`,
    signedUp.token,
  );
  if (!/"status":"completed"/.test(stream)) fail(`the answer did not complete: ${stream.slice(-300)}`);
  const answer = await readBack(signedUp.token, threadId);
  fs.writeFileSync(stateFile, JSON.stringify({ token: signedUp.token, threadId }));
  console.log(`signed up, sent a message, read it back with its answer: "${answer}"`);
} else if (phase === 'read') {
  const { token, threadId } = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
  const answer = await readBack(token, threadId);
  console.log(`the message and its answer are still there: "${answer}"`);
} else {
  fail('usage: container-journey.mjs <base url> write|read <state file>');
}
