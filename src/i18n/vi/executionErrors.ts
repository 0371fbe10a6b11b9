import type { Translation } from '../../lib/messages';
import type { executionErrorMessages } from '../en/executionErrors';

export const executionErrors: Translation<typeof executionErrorMessages.en> = {
  unsafe: '{rule} Chưa có gì được ký.',
  ruleSender: 'Giao dịch sẽ được gửi từ một ví khác, không phải ví của bạn.',
  ruleChain: 'Giao dịch dành cho một mạng khác với mạng của bước này.',
  ruleSpender:
    'Phê duyệt sẽ cho phép một hợp đồng khác, không phải hợp đồng thực hiện hoán đổi, chi tiêu token của bạn.',
  ruleApprovalToken: 'Phê duyệt dành cho một token khác với token mà bước này chi tiêu.',
  ruleApprovalCalldata: 'Giao dịch phê duyệt không phải một phê duyệt token thông thường.',
  ruleSpenderToken:
    'Phê duyệt sẽ cho phép một hợp đồng token chi tiêu token của bạn thay vì hợp đồng thực hiện hoán đổi.',
  ruleHiddenApproval:
    'Giao dịch sẽ cho phép người khác chi tiêu token của bạn, dù bước này không phải là phê duyệt.',
  ruleTokenCall:
    'Giao dịch gọi trực tiếp một token của lộ trình này thay vì hợp đồng thực hiện hoán đổi.',
  ruleValue: 'Giao dịch sẽ gửi nhiều coin gốc của bạn hơn mức bước này cần.',
  ruleTargetChanged:
    'Giao dịch được gửi đến một hợp đồng khác với hợp đồng đã nêu cho lộ trình này.',
  rulePayloadNetwork: 'Dịch vụ định tuyến gửi một giao dịch dành cho loại mạng khác.',
  ruleFeePayer: 'Phí của giao dịch sẽ do một tài khoản khác trả, không phải ví của bạn.',
  ruleExtraSigner: 'Giao dịch cần chữ ký của một tài khoản khác ngoài ví của bạn.',
  ruleForeignProgram: 'Giao dịch gọi một chương trình không thuộc lộ trình này.',
  ruleOrderType:
    'Ví của bạn sẽ được yêu cầu ký một thông điệp mà widget này không đọc được dưới dạng lệnh.',
  ruleOrderChain: 'Lệnh dành cho một mạng khác với mạng của bước này.',
  ruleOrderContract:
    'Lệnh sẽ được thanh toán bởi một hợp đồng khác với hợp đồng đã nêu cho lộ trình này.',
  ruleOrderMaker: 'Lệnh sẽ chi tiêu từ một ví khác, không phải ví của bạn.',
  ruleOrderInput: 'Lệnh sẽ đưa ra token khác, hoặc nhiều hơn, so với số bước này chi tiêu.',
  ruleOrderOutput: 'Lệnh yêu cầu một token khác, hoặc ít hơn, so với lộ trình này cam kết.',
  ruleOrderMinimum:
    'Lệnh sẽ được thanh toán với số lượng thấp hơn mức tối thiểu bạn đã đồng ý nhận.',
  ruleOrderRecipient: 'Lệnh sẽ trả cho một địa chỉ khác với người nhận của lộ trình này.',
  ruleOrderDeadline: 'Lệnh đã hết hạn, hoặc sẽ còn hiệu lực lâu hơn một ngày.',
  ruleTronEncoding: 'Không thể đọc trọn vẹn giao dịch, hoặc các phần của nó không khớp nhau.',
  ruleTronTxId: 'Mã giao dịch không phải của giao dịch cần ký.',
  ruleTronContractType: 'Giao dịch không phải một lệnh gọi hợp đồng đơn lẻ hay một lần chuyển TRX.',
  ruleApprovalAmount: 'Phê duyệt dành cho một số lượng khác với số lộ trình này chi tiêu.',
  ruleFeeLimit: 'Giao dịch có thể đốt nhiều TRX làm phí mạng hơn mức widget này cho phép.',
  ruleExpiration: 'Giao dịch đã hết hạn, hoặc sẽ còn hiệu lực lâu hơn một ngày.',
  broadcastRefused:
    'Mạng đã từ chối giao dịch đã ký ({reason}). Giao dịch được giữ lại: “Thử lại” sẽ gửi lại cho đến khi nó hết hạn.',
  ruleCosmosUnreadable: 'Dịch vụ định tuyến gửi một giao dịch mà widget này không đọc được.',
  ruleCosmosMessage: 'Giao dịch chứa một loại thông điệp mà widget này không ký.',
  ruleCosmosInput:
    'Giao dịch sẽ gửi một token khác, hoặc một số lượng khác, so với số bước này chi tiêu.',
  ruleCosmosReceiver: 'Khoản chuyển sẽ đến một địa chỉ khác với người nhận của lộ trình này.',
  ruleCosmosMemo: 'Giao dịch mang chỉ dẫn (memo) mà widget này không đọc được.',
  ruleCosmosMemoRecipient:
    'Chỉ dẫn của giao dịch (memo) sẽ trả cho một địa chỉ khác với người nhận của lộ trình này.',
  ruleCosmosMemoOutput:
    'Chỉ dẫn của giao dịch (memo) yêu cầu một token khác, hoặc ít hơn, so với lộ trình này cam kết.',
  ruleCosmosTimeout: 'Khoản chuyển đã hết hạn, hoặc sẽ còn mở lâu hơn một giờ.',
  ruleCosmosIbcChannel: 'Khoản chuyển sẽ đi qua một kênh IBC không dẫn đến đích của lộ trình này.',
  ruleCosmosFee: 'Phí mạng sẽ cao hơn nhiều so với phí khi lộ trình này được báo giá.',
  simulationFailedReason:
    'Giao dịch này sẽ thất bại trên chuỗi ({reason}), nên ví của bạn không được yêu cầu ký. Chưa có gì được ký.',
  simulationFailed:
    'Giao dịch này sẽ thất bại trên chuỗi, nên ví của bạn không được yêu cầu ký. Chưa có gì được ký.',
  effectSend: 'Giao dịch này còn gửi {amount} từ ví của bạn. Chưa có gì được ký.',
  effectOverspend:
    'Giao dịch này sẽ lấy {amount} từ ví của bạn, nhiều hơn {max} mà bước này chi tiêu. Chưa có gì được ký.',
  effectGrant:
    'Giao dịch này còn cho phép {spender} chi tiêu {amount} từ ví của bạn. Chưa có gì được ký.',
  effectGrantAll:
    'Giao dịch này còn cho phép {spender} chuyển toàn bộ {token} của bạn. Chưa có gì được ký.',
  effectOther:
    'Giao dịch này còn thay đổi tài khoản của bạn theo cách mà hoán đổi này không cần. Chưa có gì được ký.',
  effectNotChecked:
    'Node của mạng này không thể cho biết giao dịch sẽ làm gì với số dư của bạn. Đánh dấu “Chưa kiểm tra tác động” rồi thử lại để vẫn ký. Chưa có gì được ký.',
  blockhashExpired:
    'Giao dịch này đã hết hạn trước khi được ký. Hãy lấy lại giao dịch để tiếp tục; chưa có gì được ký.',
  transactionTooLarge:
    'Giao dịch Solana của lộ trình này quá lớn ({size} byte, giới hạn là {limit}). Hãy lấy báo giá mới; một lộ trình dùng ít tài khoản hơn sẽ vừa.',
  walletMissing: 'Kết nối ví {network} của bạn để tiếp tục.',
  unsupportedSignature:
    'Bước này yêu cầu ký một thông điệp, việc mà widget này chỉ làm trên các mạng EVM.',
  unsupportedUntypedSignature:
    'Bước này yêu cầu ví của bạn ký một thông điệp văn bản thuần, mà widget này không thể kiểm tra tác động, nên đã không ký.',
  unsupportedNetwork: 'Bước này chạy trên một mạng mà widget này chưa thể ký.',
  unsupportedUnknownTransaction:
    'Ví của bạn đã gửi một giao dịch cho bước này trong lúc trang bị đóng, và không tìm thấy giao dịch đó. Hãy kiểm tra ví trước khi thử lại.',
  maybeSentPending:
    'Một giao dịch từ ví của bạn cho bước này vẫn đang chờ xử lý. Hãy đợi đến khi ví hiển thị giao dịch đã được xác nhận, rồi thử lại; giao dịch sẽ không bị gửi hai lần.',
  sentNotAsked:
    'Ví của bạn báo về một giao dịch không phải giao dịch được yêu cầu gửi, nên hoán đổi không theo dõi nó. Hãy kiểm tra hoạt động của ví trước khi thử lại.',
  sentUnknown:
    'Ví của bạn báo về một giao dịch mà mạng không biết, nên hoán đổi không theo dõi nó. Hãy kiểm tra hoạt động của ví trước khi thử lại.',
  approvalOverBalance:
    'Bước này sẽ phê duyệt nhiều {symbol} hơn số tài khoản của bạn đang có, nên đã không được ký. Chưa có gì được ký.',
  storedDecimals:
    'Hoán đổi đã lưu ghi rằng {symbol} trên {chain} có {stored} chữ số thập phân, nhưng danh sách token hoặc chuỗi cho biết là {actual}: bản ghi đã bị thay đổi, nên chưa có gì được ký. Hãy lấy báo giá mới.',
  storedForeignSigner:
    'Giao dịch đã lưu cho bước này được ký bởi một tài khoản khác với tài khoản đang kết nối, nên không được gửi cũng không được theo dõi. Chưa có gì được ký.',
  orderRefused:
    'Dịch vụ định tuyến đã từ chối lệnh đã ký, nên không có gì được chuyển. Hãy thử lại để ký lệnh mới.',
  revertedReason: 'Giao dịch thất bại trên chuỗi: {reason}',
  reverted: 'Giao dịch thất bại trên chuỗi.',
  batchNotSent: 'Ví của bạn đã không gửi phê duyệt và giao dịch hoán đổi: không có gì được gửi.',
  replacementNotStuck: 'Ở bước này không có giao dịch đang chờ nào để tăng tốc hoặc hủy.',
  replacementNoCancel: 'Không thể hủy bước này: một phần của hoán đổi đã được chuyển đi.',
  replacementLanded: 'Giao dịch đã được xác nhận trong lúc đó; không có gì bị thay thế.',
  replacementUnknown:
    'Mạng không còn biết giao dịch đang chờ, nên không thể thay thế nó. Hoán đổi tiếp tục chờ giao dịch đó.',
  replacementMismatch:
    'Giao dịch đang chờ không phải giao dịch mà bước này đã gửi, nên không bị thay thế.',
  replacementNewNonceSpeedUp:
    'Ví của bạn đã gửi lệnh tăng tốc dưới dạng một giao dịch mới thay vì thay thế giao dịch bị kẹt, nên hoán đổi có thể được thực hiện hai lần. Hãy mở hoạt động của ví và hủy một trong hai giao dịch tại đó.',
  replacementNewNonceCancel:
    'Ví của bạn đã gửi lệnh hủy dưới dạng một giao dịch mới thay vì thay thế giao dịch bị kẹt: lệnh này không hủy gì cả, và hoán đổi tiếp tục chờ giao dịch của nó.',
  tooLargeBelowMinimum:
    'Giao dịch Solana của lộ trình này quá lớn để gửi, và lộ trình nhỏ hơn hiện được đề xuất trả ít hơn mức tối thiểu bạn đã xem. Chưa có gì được ký. Hãy lấy báo giá mới.',
  tooLargeNoSmallerRoute:
    'Giao dịch Solana của lộ trình này quá lớn để gửi, và không có lộ trình nhỏ hơn nào được đề xuất. Chưa có gì được ký. Hãy lấy báo giá mới.',
  tooLargeExhausted:
    'Giao dịch Solana của lộ trình này vẫn quá lớn để gửi sau khi báo giá lại với ít tài khoản hơn. Chưa có gì được ký. Hãy lấy báo giá mới.',
};
