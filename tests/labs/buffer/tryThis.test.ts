import { describeTryThis } from '../tryThisClaims';

describeTryThis('buffer');
