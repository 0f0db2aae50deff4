import { describeRemotePages } from 'shared-auth/testing';
import exposes from '../exposes.json';

describeRemotePages('mfe_seo', exposes, (module) => import(`../src/pages/${module.slice(2)}`));
