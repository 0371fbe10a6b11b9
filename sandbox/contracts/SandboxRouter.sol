// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./IERC20Minimal.sol";

/// Same-chain swaps at a rate the sandbox operator sets, paid from liquidity the router holds.
/// amountOut = amountIn * numerator / denominator, all in smallest units, at most the output the
/// route quoted: the route's fees and spread stay with the router, as they would with a venue.
contract SandboxRouter {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    struct Rate {
        uint256 numerator;
        uint256 denominator;
    }

    address public owner;
    mapping(address => mapping(address => Rate)) public rates;

    event RateSet(address indexed tokenIn, address indexed tokenOut, uint256 numerator, uint256 denominator);
    event Swapped(
        address indexed sender,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut,
        address recipient
    );

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "SandboxRouter: not owner");
        _;
    }

    receive() external payable {}

    function setRate(address tokenIn, address tokenOut, uint256 numerator, uint256 denominator) external onlyOwner {
        require(denominator != 0, "SandboxRouter: zero denominator");
        rates[tokenIn][tokenOut] = Rate(numerator, denominator);
        emit RateSet(tokenIn, tokenOut, numerator, denominator);
    }

    function quote(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256) {
        Rate memory rate = rates[tokenIn][tokenOut];
        require(rate.denominator != 0, "SandboxRouter: no rate for pair");
        return (amountIn * rate.numerator) / rate.denominator;
    }

    function swap(
        address tokenIn,
        address tokenOut,
        uint256 amountIn,
        uint256 minAmountOut,
        uint256 quotedAmountOut,
        address recipient,
        uint256 deadline
    ) external payable returns (uint256 amountOut) {
        require(block.timestamp <= deadline, "SandboxRouter: deadline expired");
        require(amountIn > 0, "SandboxRouter: zero amount");
        require(recipient != address(0), "SandboxRouter: zero recipient");
        amountOut = quote(tokenIn, tokenOut, amountIn);
        if (amountOut > quotedAmountOut) amountOut = quotedAmountOut;
        require(amountOut >= minAmountOut, "SandboxRouter: insufficient output amount");

        if (tokenIn == NATIVE) {
            require(msg.value == amountIn, "SandboxRouter: msg.value must equal amountIn");
        } else {
            require(msg.value == 0, "SandboxRouter: unexpected msg.value");
            require(IERC20Minimal(tokenIn).transferFrom(msg.sender, address(this), amountIn), "SandboxRouter: transferFrom failed");
        }
        _pay(tokenOut, recipient, amountOut);
        emit Swapped(msg.sender, tokenIn, tokenOut, amountIn, amountOut, recipient);
    }

    function withdraw(address token, address to, uint256 amount) external onlyOwner {
        _pay(token, to, amount);
    }

    function _pay(address token, address to, uint256 amount) internal {
        if (token == NATIVE) {
            require(address(this).balance >= amount, "SandboxRouter: insufficient liquidity");
            (bool ok, ) = to.call{value: amount}("");
            require(ok, "SandboxRouter: native transfer failed");
        } else {
            require(IERC20Minimal(token).balanceOf(address(this)) >= amount, "SandboxRouter: insufficient liquidity");
            require(IERC20Minimal(token).transfer(to, amount), "SandboxRouter: transfer failed");
        }
    }
}
