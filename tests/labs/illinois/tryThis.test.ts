import { describeTryThis } from '../tryThisClaims';

describeTryThis('illinois');
