// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./IERC20Minimal.sol";

/// Lock-and-release bridge: users deposit on the source chain, the sandbox relayer releases
/// from this contract's liquidity on the destination chain (or refunds on the source chain).
/// Recipients and destination tokens are bytes32 so Solana addresses fit. A deposit names the
/// output the route quoted (`quotedAmountOut`): the relayer pays at most that, so the route's
/// fees stay with the bridge.
contract SandboxBridge {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    address public owner;
    address public relayer;
    mapping(bytes32 => bool) public deposited;
    mapping(bytes32 => bool) public released;

    event Deposited(
        bytes32 indexed transferId,
        address indexed sender,
        address token,
        uint256 amount,
        uint256 dstChainId,
        bytes32 dstToken,
        bytes32 recipient,
        uint256 minAmountOut,
        uint256 quotedAmountOut,
        uint256 deadline
    );
    event Released(
        bytes32 indexed transferId,
        address indexed token,
        address indexed recipient,
        uint256 amount,
        uint256 srcChainId,
        bytes32 srcTxHash
    );

    constructor(address relayer_) {
        owner = msg.sender;
        relayer = relayer_;
    }

    receive() external payable {}

    function setRelayer(address relayer_) external {
        require(msg.sender == owner, "SandboxBridge: not owner");
        relayer = relayer_;
    }

    function deposit(
        address token,
        uint256 amount,
        uint256 dstChainId,
        bytes32 dstToken,
        bytes32 recipient,
        uint256 minAmountOut,
        uint256 quotedAmountOut,
        uint256 deadline,
        bytes32 transferId
    ) external payable {
        require(block.timestamp <= deadline, "SandboxBridge: deadline expired");
        require(amount > 0, "SandboxBridge: zero amount");
        require(recipient != bytes32(0), "SandboxBridge: zero recipient");
        require(quotedAmountOut >= minAmountOut, "SandboxBridge: quoted output below minimum");
        require(dstChainId != block.chainid, "SandboxBridge: destination is this chain");
        require(!deposited[transferId], "SandboxBridge: transferId already used");
        deposited[transferId] = true;
        if (token == NATIVE) {
            require(msg.value == amount, "SandboxBridge: msg.value must equal amount");
        } else {
            require(msg.value == 0, "SandboxBridge: unexpected msg.value");
            require(IERC20Minimal(token).transferFrom(msg.sender, address(this), amount), "SandboxBridge: transferFrom failed");
        }
        emit Deposited(transferId, msg.sender, token, amount, dstChainId, dstToken, recipient, minAmountOut, quotedAmountOut, deadline);
    }

    /// Pays a transfer out (delivery on the destination chain, or a refund on the source chain).
    function release(
        bytes32 transferId,
        address token,
        address recipient,
        uint256 amount,
        uint256 srcChainId,
        bytes32 srcTxHash
    ) external {
        require(msg.sender == relayer, "SandboxBridge: not relayer");
        require(!released[transferId], "SandboxBridge: already released");
        released[transferId] = true;
        if (token == NATIVE) {
            require(address(this).balance >= amount, "SandboxBridge: insufficient liquidity");
            (bool ok, ) = recipient.call{value: amount}("");
            require(ok, "SandboxBridge: native transfer failed");
        } else {
            require(IERC20Minimal(token).balanceOf(address(this)) >= amount, "SandboxBridge: insufficient liquidity");
            require(IERC20Minimal(token).transfer(recipient, amount), "SandboxBridge: transfer failed");
        }
        emit Released(transferId, token, recipient, amount, srcChainId, srcTxHash);
    }
}
