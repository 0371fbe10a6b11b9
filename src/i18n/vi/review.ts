import type { Translation } from '../../lib/messages';
import type { reviewMessages } from '../en/review';

export const review: Translation<typeof reviewMessages.en> = {
  reviewDetails: 'Chi tiết hoán đổi',
  reviewTitle: 'Xem lại hoán đổi',
  rateChanged:
    'Tỷ giá đã thay đổi: giờ bạn sẽ nhận {amount}, và không ít hơn {newMinimum}. Mức tối thiểu bạn đã xem là {minimum}.',
  acceptAndSwap: 'Chấp nhận tỷ giá mới và hoán đổi',
  confirmSwap: 'Xác nhận hoán đổi',
  confirmRecipientFirst: 'Hãy xác nhận nơi nhận token trước.',
  newQuote: 'Lấy báo giá mới',
  rememberedRecipient: 'Được ghi nhớ từ lần truy cập trước, và không phải ví đang kết nối của bạn.',
  confirmRecipient: 'Tôi xác nhận token được gửi đến {address}',
  recipientChecking: 'Đang kiểm tra xem người nhận có phải là hợp đồng trên {chain} không…',
  recipientIsContract:
    'Người nhận là một hợp đồng trên {chain}, không phải ví. Token gửi đến một hợp đồng không thể chuyển tiếp chúng sẽ bị mất vĩnh viễn.',
  acknowledgeContract: 'Tôi hiểu rằng người nhận là một hợp đồng',
  recipientNotChecked:
    'Không kiểm tra được người nhận có mã hợp đồng hay không: {reason} Hãy chắc chắn rằng người nhận có thể nhận {symbol} trên {chain} trước khi xác nhận.',
  checkingRecipientFirst: 'Đang kiểm tra người nhận trước.',
  acknowledgeContractFirst: 'Hãy xác nhận trước rằng bạn hiểu người nhận là một hợp đồng.',
  toYourWallet: 'Đến: ví {network} của bạn',
  toConnectedWallet: 'Đến: ví của bạn',
  youPay: 'Bạn trả',
  youReceive: 'Bạn nhận (dự kiến)',
  minimumReceived: 'Nhận tối thiểu',
  slippage: 'Trượt giá',
  estimatedTime: 'Thời gian ước tính',
  networkCost: 'Phí mạng',
  noNetworkCost: 'Ví của bạn không phải trả',
  rate: 'Tỷ giá',
  priceImpact: 'Tác động giá',
  priceImpactUnknown: 'Không rõ (không có giá USD)',
  amountOnChain: '{amount} trên {chain}',
  approval: 'Phê duyệt',
  unlimitedApproval:
    'Phê duyệt không giới hạn {symbol} trên {chain} (theo cài đặt của bạn), nếu cần phê duyệt. Hợp đồng được cấp quyền sẽ được nêu tên trước khi ví của bạn hỏi.',
  acceptImpact: 'Tôi chấp nhận tác động giá {percent}',
  acceptUnknownImpact: 'Tôi chấp nhận rằng giá trị của những gì tôi nhận được là không rõ',
  acceptImpactFirst: 'Hãy chấp nhận tác động giá trước.',
  simulatedEffect: 'Tác động mô phỏng',
  effectLoading: 'Đang mô phỏng tác động của hoán đổi này lên số dư của bạn…',
  effectNoWallet: 'Kết nối ví để xem hoán đổi này tác động thế nào đến số dư của bạn.',
  effectNoSimulation:
    'Node của mạng này không thể mô phỏng tác động của hoán đổi này lên số dư của bạn. Ví của bạn vẫn hiển thị giao dịch trước khi bạn ký.',
  effectNetwork: 'Tác động của hoán đổi này lên số dư của bạn chưa được mô phỏng trên {chain}.',
  effectNothingToSign:
    'Hiện tại ví của bạn không ký gì trên {chain}; giao dịch sau sẽ hiển thị tác động của nó trước khi ví của bạn hỏi.',
  effectBudget:
    'Chưa mô phỏng lúc này, để dành giới hạn yêu cầu của dịch vụ định tuyến cho hoán đổi của bạn. “Xác nhận hoán đổi” sẽ kiểm tra giao dịch trước khi ký bất cứ thứ gì, và mỗi bước hiển thị tác động của nó trước khi ví của bạn hỏi.',
  effectQuickSwap:
    'Giao dịch của hoán đổi này đến cùng báo giá mới của “Xác nhận hoán đổi”: tác động của nó được mô phỏng lúc đó, và hiển thị trước khi ví của bạn hỏi.',
  effectOrder:
    'Bước đầu tiên ký một lệnh, không phải một giao dịch: không có giao dịch nào để mô phỏng.',
  effectFailed:
    'Không mô phỏng được tác động: {reason} “Xác nhận hoán đổi” sẽ kiểm tra lại giao dịch trước khi ký bất cứ thứ gì.',
  effectNoChange: 'Số dư của bạn không thay đổi.',
  effectLater: 'Mỗi giao dịch sau sẽ hiển thị tác động riêng của nó trước khi ví của bạn hỏi.',
  signatures: 'Chữ ký',
  signatureOnChain: '{signature} trên {chain}',
  signatureIfAsked: '{signature}, nếu được yêu cầu',
};
