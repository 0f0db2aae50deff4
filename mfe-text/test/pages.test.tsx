import { http, HttpResponse } from 'msw';
import { describeRemotePages, GATEWAY_URL } from 'shared-auth/testing';
import exposes from '../exposes.json';

describeRemotePages('mfe_text', exposes, (module) => import(`../src/pages/${module.slice(2)}`), [
  // Hausstil lists the tenant's rules on opening.
  http.get(`${GATEWAY_URL}/v1/house-style/rules`, () => HttpResponse.json({ rules: [], canEdit: false })),
]);
