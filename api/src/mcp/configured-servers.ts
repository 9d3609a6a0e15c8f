/**
 * The operator's MCP servers as read from MCP_SERVERS_FILE (configured.ts reads the file): the
 * shapes every part of mcp/ shares, in a module of their own so that configured.ts and
 * connection.ts need not import each other.
 */
import type { McpEndpoint } from './client.js';

export interface ConfiguredEntry {
  name: string;
  endpoint: McpEndpoint;
}

/** A problem with the file or one of its entries, in plain words. */
export interface ConfigurationError {
  /** Which: the file, or an entry ("servers[1] (Files)"). */
  entry: string;
  message: string;
}

export interface ConfiguredServers {
  /** The file's path; null: MCP_SERVERS_FILE is not set. */
  file: string | null;
  entries: ConfiguredEntry[];
  errors: ConfigurationError[];
}
