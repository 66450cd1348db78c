import { describeTryThis } from '../tryThisClaims';

describeTryThis('insensitivity');
