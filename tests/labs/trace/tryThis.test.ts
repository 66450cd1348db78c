import { describeTryThis } from '../tryThisClaims';

describeTryThis('trace');
