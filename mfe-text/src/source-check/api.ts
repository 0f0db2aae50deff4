import { portalApi, toolQuery, type ToolBody, type ToolResult } from 'shared-auth';

const sourceCheckPath = '/v1/tools/source-check';

export const sourceCheckApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    // A mutation: every press of the button checks the texts as they are now.
    checkAgainstSource: build.mutation<ToolResult<typeof sourceCheckPath>, ToolBody<typeof sourceCheckPath>>({
      query: (body) => toolQuery(sourceCheckPath, body),
    }),
  }),
});

export const { useCheckAgainstSourceMutation } = sourceCheckApi;
