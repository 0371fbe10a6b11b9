// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./IERC20Minimal.sol";

/// Settles gasless intent orders: the maker signs an EIP-712 `Order` off chain (no transaction,
/// no gas), and the sandbox's solver fills it on chain. A fill pulls the maker's input (approved
/// to this contract beforehand) to the solver and pays the output from the solver's own funds to
/// the order's recipient, in one transaction, at least the order's minimum. Each (maker, nonce)
/// fills once; a maker can cancel a nonce before it is filled.
contract SandboxSettlement {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    struct Order {
        address maker;
        address inputToken;
        uint256 inputAmount;
        address outputToken;
        uint256 minOutputAmount;
        address recipient;
        uint256 deadline;
        uint256 nonce;
    }

    bytes32 public constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 public constant ORDER_TYPEHASH =
        keccak256(
            "Order(address maker,address inputToken,uint256 inputAmount,address outputToken,uint256 minOutputAmount,address recipient,uint256 deadline,uint256 nonce)"
        );
    bytes32 private constant NAME_HASH = keccak256("Sandbox Settlement");
    bytes32 private constant VERSION_HASH = keccak256("1");
    /// secp256k1n / 2: a signature with a larger `s` has a twin; only the lower one is accepted.
    uint256 private constant HALF_N = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    address public owner;
    address public solver;
    mapping(address => mapping(uint256 => bool)) public nonceUsed;

    event Filled(
        bytes32 indexed orderHash,
        address indexed maker,
        address indexed recipient,
        address inputToken,
        uint256 inputAmount,
        address outputToken,
        uint256 outputAmount
    );
    event Cancelled(address indexed maker, uint256 nonce);

    constructor(address solver_) {
        owner = msg.sender;
        solver = solver_;
    }

    function setSolver(address solver_) external {
        require(msg.sender == owner, "SandboxSettlement: not owner");
        solver = solver_;
    }

    /// The EIP-712 domain separator, for this chain as it is now.
    function domainSeparator() public view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this)));
    }

    /// The digest the maker signs (`eth_signTypedData_v4` of the order).
    function orderDigest(Order calldata order) public view returns (bytes32) {
        bytes32 structHash = keccak256(
            abi.encode(
                ORDER_TYPEHASH,
                order.maker,
                order.inputToken,
                order.inputAmount,
                order.outputToken,
                order.minOutputAmount,
                order.recipient,
                order.deadline,
                order.nonce
            )
        );
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator(), structHash));
    }

    /// Solver only. `outputAmount` (at least the order's minimum) goes to the recipient: native
    /// coin sent along as `msg.value`, an ERC-20 pulled from the solver (approved to this contract).
    function fill(Order calldata order, bytes calldata signature, uint256 outputAmount) external payable {
        require(msg.sender == solver, "SandboxSettlement: not solver");
        require(block.timestamp <= order.deadline, "SandboxSettlement: order expired");
        require(!nonceUsed[order.maker][order.nonce], "SandboxSettlement: nonce used");
        require(outputAmount >= order.minOutputAmount, "SandboxSettlement: output below minimum");
        require(order.recipient != address(0), "SandboxSettlement: zero recipient");
        require(order.inputToken != NATIVE, "SandboxSettlement: native input cannot be pulled");
        bytes32 digest = orderDigest(order);
        require(_recover(digest, signature) == order.maker, "SandboxSettlement: bad signature");
        nonceUsed[order.maker][order.nonce] = true;

        require(
            IERC20Minimal(order.inputToken).transferFrom(order.maker, msg.sender, order.inputAmount),
            "SandboxSettlement: transferFrom failed"
        );
        if (order.outputToken == NATIVE) {
            require(msg.value == outputAmount, "SandboxSettlement: msg.value must equal outputAmount");
            (bool ok, ) = order.recipient.call{value: outputAmount}("");
            require(ok, "SandboxSettlement: native transfer failed");
        } else {
            require(msg.value == 0, "SandboxSettlement: unexpected msg.value");
            require(
                IERC20Minimal(order.outputToken).transferFrom(msg.sender, order.recipient, outputAmount),
                "SandboxSettlement: output transfer failed"
            );
        }
        emit Filled(
            digest,
            order.maker,
            order.recipient,
            order.inputToken,
            order.inputAmount,
            order.outputToken,
            outputAmount
        );
    }

    /// The maker gives up an order it signed: that nonce can no longer be filled.
    function cancel(uint256 nonce) external {
        require(!nonceUsed[msg.sender][nonce], "SandboxSettlement: nonce used");
        nonceUsed[msg.sender][nonce] = true;
        emit Cancelled(msg.sender, nonce);
    }

    function _recover(bytes32 digest, bytes calldata signature) internal pure returns (address) {
        require(signature.length == 65, "SandboxSettlement: bad signature length");
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        require(v == 27 || v == 28, "SandboxSettlement: bad signature v");
        require(uint256(s) <= HALF_N, "SandboxSettlement: bad signature s");
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0), "SandboxSettlement: bad signature");
        return signer;
    }
}
