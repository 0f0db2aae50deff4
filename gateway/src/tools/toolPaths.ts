import { toolPath, type ToolDescriptor, type ToolId } from 'portal-contract';
import { LEGACY_NAMES } from './legacyNames.ts';

/** The paths of a tool below /v1: its own (`/tools/<id>`) and the ones earlier releases of its page call. */
export const toolRoutePaths = (tool: ToolDescriptor<ToolId>) =>
  [toolPath(tool.id), ...(LEGACY_NAMES[tool.id]?.paths ?? [])].map((path) => path.slice('/v1'.length));
