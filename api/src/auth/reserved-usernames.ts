/**
 * Usernames nobody may take (docs/product.md §5): every route segment of the app,
 * infrastructure names and marketing pages, plus the obvious others.
 * Checked case-insensitively.
 */
const RESERVED = [
  // App sections and route segments (docs/product.md §2)
  'accounts', 'account', 'chat', 'chats', 'twin', 'twins', 'story', 'stories', 'discover',
  'knowledge', 'pricing', 'roadmap', 'monitoring', 'onboarding', 'dashboard', 'history',
  'settings', 'terms', 'privacy', 'login', 'logout', 'signin', 'sign-in', 'signout', 'sign-out',
  'signup', 'sign-up', 'register', 'profile', 'profiles', 'profile-pal', 'forgot-password',
  'reset-password', 'sign-in-link', 'testing', 'test', 'new', 'search', 'notifications', 'notification',
  'threads', 'thread', 'messages', 'inbox', 'home', 'explore', 'me', 'my', 'you', 'user',
  'users', 'members', 'people', 'brain', 'memory', 'memories', 'upload', 'uploads', 'files',
  'share', 'invite', 'auth', 'oauth', 'callback', 'verify', 'confirm', 'password', 'session',
  'sessions', 'token', 'tokens', 'billing', 'checkout', 'subscribe', 'plans', 'plan', 'upgrade',
  'conversations', 'conversation', 'insights', 'access',
  // Administrative and infrastructure
  'admin', 'administrator', 'root', 'superuser', 'sysadmin', 'system', 'moderator', 'mod',
  'staff', 'owner', 'api', 'graphql', 'graphiql', 'rest', 'v1', 'v2', 'www', 'web', 'app',
  'apps', 'mail', 'email', 'smtp', 'imap', 'pop', 'pop3', 'ftp', 'sftp', 'ssh', 'cdn',
  'static', 'assets', 'media', 'img', 'images', 'js', 'css', 'fonts', 'public', 'dev',
  'staging', 'prod', 'production', 'beta', 'alpha', 'demo', 'sandbox', 'localhost', 'host',
  'server', 'servers', 'ns', 'ns1', 'ns2', 'dns', 'mx', 'webmail', 'healthz', 'readyz',
  'health', 'metrics', 'robots', 'sitemap', 'favicon', 'well-known', 'null', 'undefined',
  'anonymous', 'guest', 'nobody', 'everyone', 'duet',
  // Marketing and company pages
  'blog', 'about', 'contact', 'features', 'security', 'status', 'legal', 'careers', 'jobs',
  'company', 'team', 'press', 'news', 'help', 'support', 'docs', 'documentation', 'faq',
  'guide', 'guides', 'community', 'forum', 'partners', 'enterprise', 'customers', 'terms-of-service',
  'tos', 'cookies', 'policy', 'policies', 'abuse', 'report', 'feedback', 'changelog', 'download',
  'downloads', 'mobile', 'ios', 'android', 'official', 'info', 'hello', 'marketing', 'sales',
] as const;

const reserved = new Set<string>(RESERVED);

export const RESERVED_USERNAMES: readonly string[] = [...reserved];

export function isReservedUsername(username: string): boolean {
  return reserved.has(username.trim().toLowerCase());
}
