import type { Translation } from '../../lib/messages';
import type { walletErrorMessages } from '../en/walletErrors';

export const walletErrors: Translation<typeof walletErrorMessages.en> = {
  rejected: 'Yêu cầu đã bị từ chối trong ví.',
  rejectedConnection: 'Yêu cầu kết nối đã bị từ chối trong ví.',
  rejectedNetworkSwitch: 'Yêu cầu chuyển mạng đã bị từ chối trong ví.',
  rejectedSignature: 'Yêu cầu ký đã bị từ chối trong ví.',
  rejectedTransaction: 'Yêu cầu giao dịch đã bị từ chối trong ví.',
  unknownChain: 'Ví không thể chuyển sang mạng này. Hãy thêm mạng vào ví rồi thử lại.',
  wrongNetwork: 'Ví đang ở một mạng khác. Hãy chuyển ví sang mạng của hoán đổi này rồi thử lại.',
  insufficientFunds: 'Ví không đủ tiền cho giao dịch này và phí mạng của nó.',
  connectFailed: 'Không kết nối được ví. Hãy thử lại.',
  requestFailed: 'Ví không thể hoàn tất yêu cầu. Hãy thử lại.',
  unreadableTransaction: 'Không đọc được giao dịch cần ký. Hãy thử lại.',
  unsendableTransaction: 'Không gửi được giao dịch đã ký. Hãy thử lại.',
  tronLinkAddNode:
    'TronLink đang ở một mạng khác, và mạng của hoán đổi này không có sẵn trong TronLink: hãy thêm node của mạng đó vào TronLink, chọn nó rồi thử lại. Chưa có gì được ký.',
  walletConnectRelay:
    'WalletConnect không kết nối được tới relay. Hãy kiểm tra kết nối và thử lại.',
  walletConnectAnswer:
    'Ví đã trả lời bằng một tài khoản hoặc mạng mà giao dịch hoán đổi này không yêu cầu. Chưa có gì được gửi.',
  walletConnectClosed: 'WalletConnect đã bị đóng trước khi ví kết nối.',
  walletConnectChain:
    'Ví chưa chấp thuận mạng này khi kết nối. Hãy ngắt kết nối, kết nối lại và chấp thuận mạng này.',
};
