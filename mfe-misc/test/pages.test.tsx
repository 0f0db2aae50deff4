import { describeRemotePages } from 'shared-auth/testing';
import exposes from '../exposes.json';

describeRemotePages('mfe_misc', exposes, (module) => import(`../src/pages/${module.slice(2)}`));
