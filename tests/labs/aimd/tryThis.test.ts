import { describeTryThis } from '../tryThisClaims';

describeTryThis('aimd');
