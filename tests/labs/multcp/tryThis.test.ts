import { describeTryThis } from '../tryThisClaims';

describeTryThis('multcp');
